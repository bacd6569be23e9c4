import { createMetrics, type Metrics } from '@portico/server'
import { createManualClock } from '@portico/test/services/createManualClock'
import {
  type Address,
  decodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  parseAbi,
  recoverMessageAddress,
  slice,
  toHex,
} from 'viem'
import {
  formatUserOperation,
  getUserOperationHash,
  type RpcUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { gatewayConfigSchema } from '../config/gatewayConfigSchema'
import type { GatewayDb } from '../db/Database'
import { createTestGateway } from '../testing/createTestGateway'
import { executeOperation } from '../testing/executeOperation'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { openSharedTestDb } from '../testing/openSharedTestDb'
import type { SponsorshipDatabase } from './SponsorshipDatabase'
import { verifyingPaymasterHash } from './verifyingPaymasterHash'

const ORIGIN = 'http://127.0.0.1:5173'
const ENTRY_POINT = '0xFbe400a5bD9424988a7954982A1e7d3c3Ddb2d3A'
const PAYMASTER = '0x95C15783397a71EcA2e37638F35c14276235f6fb'
const TOKEN = '0x1111111111111111111111111111111111111111'
const OTHER = '0x3333333333333333333333333333333333333333'
const signerKey = generatePrivateKey()
const signer = privateKeyToAccount(signerKey)
const accountAbi = parseAbi(['function execute(address dest, uint256 value, bytes func)'])
const call = (to: Address, data: Hex) =>
  encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [to, 0n, data] })
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, 1n] })
const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [OTHER, 1n] })
const policy = (sponsorName: string, project = '0.005') => ({
  sponsorName,
  chains: [31337],
  contracts: [{ address: TOKEN, selectors: ['transfer(address,uint256)'] }],
  maxCostPerOperation: '0.002',
  // Each operation below reserves 0.001: two per visitor, five per project and day.
  dailyBudget: { project, perVisitor: '0.0025' },
})
const config = {
  chains: [
    {
      chainId: 31337,
      name: 'Devnet A',
      rpcUrl: 'http://127.0.0.1:9/',
      bundlerUrl: 'http://127.0.0.1:9/',
      paymaster: { address: PAYMASTER, entryPoint: ENTRY_POINT },
    },
    {
      chainId: 31338,
      name: 'Devnet B',
      rpcUrl: 'http://127.0.0.1:9/',
      bundlerUrl: 'http://127.0.0.1:9/',
    },
  ],
  projects: [
    { projectId: 'p', allowedOrigins: [ORIGIN], sponsorship: policy('Demo shop') },
    { projectId: 'q', allowedOrigins: [ORIGIN], sponsorship: policy('Other shop') },
    { projectId: 'none', allowedOrigins: [ORIGIN] },
  ],
  paymaster: { signerKey, validitySeconds: 120 },
  indexer: { enabled: false },
}

// 1,000,000 gas in all (the paymaster's default 100,000 included) at 1 gwei: 0.001 ETH.
const operation = (overrides: Record<string, unknown> = {}) =>
  executeOperation(TOKEN, transfer, {
    callGasLimit: toHex(500_000),
    verificationGasLimit: toHex(350_000),
    ...overrides,
  })

type App = Awaited<ReturnType<typeof createTestGateway>>['app']
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})
const clock = () => createManualClock(Date.parse('2026-03-01T12:00:00Z'))

// Chain A's paymaster for EIP-7702 accounts too (EntryPoint v0.8, Simple7702Account's delegates).
const ENTRY_POINT_08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const PAYMASTER_08 = '0x8f75a84C75adB54b64b21aE80AeE0D50F640F4ab'
const SIMPLE_7702 = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'
const withEip7702 = {
  ...config,
  chains: config.chains.map((chain) =>
    chain.paymaster
      ? { ...chain, paymaster: { ...chain.paymaster, eip7702: { address: PAYMASTER_08 } } }
      : chain,
  ),
}

async function gateway(
  dialect: 'sqlite' | 'postgres',
  options: {
    db?: GatewayDb
    clock?: ReturnType<typeof clock>
    metrics?: Metrics
    eip7702?: boolean
  } = {},
) {
  const made = await createTestGateway(options.eip7702 ? withEip7702 : config, {
    dialect,
    clock: options.clock ?? clock(),
    // Each request says which client it is, as the client address would.
    clientIp: (c) => c.req.header('x-test-client') ?? '203.0.113.1',
    ...(options.db && { db: options.db }),
    ...(options.metrics && { metrics: options.metrics }),
  })
  closers.push(made.close)
  return made
}

async function ask(
  app: App,
  method: 'pm_getPaymasterStubData' | 'pm_getPaymasterData',
  userOperation: Record<string, unknown>,
  options: {
    project?: string
    client?: string
    chainId?: string
    entryPoint?: string
    route?: string
  } = {},
) {
  const res = await app.request(
    `/v1/bundler?projectId=${options.project ?? 'p'}&chainId=${options.route ?? 'eip155:31337'}&bundler=pimlico`,
    {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'content-type': 'application/json',
        'x-test-client': options.client ?? '203.0.113.1',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 9,
        method,
        params: [userOperation, options.entryPoint ?? ENTRY_POINT, options.chainId ?? '0x7a69', {}],
      }),
    },
  )
  expect(res.status).toBe(200)
  return (await res.json()) as {
    id: number
    result?: Record<string, Hex>
    error?: { code: number; message: string; data?: { reason: string } }
  }
}
const refusal = (answer: Awaited<ReturnType<typeof ask>>) =>
  answer.error && {
    code: answer.error.code,
    reason: answer.error.data?.reason,
    message: answer.error.message,
  }
const BUDGET_SPENT = 'This site no longer pays the network fee for this action today'

describe.each(await gatewayTestDialects())('the paymaster’s policy and budgets (%s)', (dialect) => {
  it('answers the stub with the sponsor’s name, and signs what the policy allows for its paymaster', async () => {
    const { app, clock: now } = await gateway(dialect)
    const userOperation = operation()
    const stub = await ask(app, 'pm_getPaymasterStubData', userOperation)
    expect(stub).toMatchObject({
      id: 9,
      result: {
        paymaster: PAYMASTER,
        paymasterVerificationGasLimit: toHex(100_000),
        paymasterPostOpGasLimit: '0x0',
        sponsor: { name: 'Demo shop' },
        isFinal: false,
      },
    })
    const { result } = await ask(app, 'pm_getPaymasterData', userOperation)
    if (!result) throw new Error('expected a signed answer')
    expect(result).toMatchObject({
      paymaster: PAYMASTER,
      paymasterVerificationGasLimit: toHex(100_000),
    })
    // paymasterData = abi.encode(uint48 validUntil, uint48 validAfter) ‖ the signer's signature.
    const data = result.paymasterData as Hex
    expect(data.length).toBe(2 + 2 * (64 + 65))
    expect(stub.result?.paymasterData?.length).toBe(data.length)
    const [validUntil, validAfter] = decodeAbiParameters(
      [{ type: 'uint48' }, { type: 'uint48' }],
      slice(data, 0, 64),
    )
    expect(validUntil).toBe(Math.floor(now.now() / 1000) + 120)
    expect(validAfter).toBe(0)
    const hash = verifyingPaymasterHash(userOperation, {
      chainId: 31337,
      paymaster: PAYMASTER,
      verificationGasLimit: 100_000,
      postOpGasLimit: 0,
      validUntil,
      validAfter,
    })
    expect(
      await recoverMessageAddress({ message: { raw: hash }, signature: slice(data, 64) }),
    ).toBe(signer.address)
  })

  it('lists the networks where the calling project pays, for a kit to offer its paymaster', async () => {
    const { app } = await gateway(dialect)
    const networks = async (project: string) => {
      const res = await app.request(`/v1/bundler/networks?projectId=${project}`, {
        headers: { Origin: ORIGIN },
      })
      return res.json()
    }
    // 31338 has a bundler but no paymaster: smart accounts, no sponsorship.
    expect(await networks('p')).toEqual({
      smartAccountEnabledNetworks: [31337, 31338],
      sponsoredNetworks: [31337],
    })
    expect(await networks('none')).toEqual({
      smartAccountEnabledNetworks: [31337, 31338],
      sponsoredNetworks: [],
    })
  })

  it('refuses, with a line the kit can show, what the policy does not allow', async () => {
    const { app } = await gateway(dialect)
    const data = (userOperation: Record<string, unknown>, options = {}) =>
      ask(app, 'pm_getPaymasterData', userOperation, options).then(refusal)
    expect(await data(operation({ callData: call(TOKEN, approve) }))).toEqual({
      code: -32003,
      reason: 'call',
      message: 'This site does not pay the network fee for this action',
    })
    expect(await data(operation({ callData: call(OTHER, transfer) }))).toMatchObject({
      reason: 'call',
    })
    // 2,000,001 gas at 1 gwei: just over the 0.002 cap.
    expect(await data(operation({ callGasLimit: toHex(1_500_001) }))).toEqual({
      code: -32003,
      reason: 'cost',
      message: 'This action costs more network fee than this site pays for one action',
    })
    expect(await data(operation({ factory: OTHER, factoryData: '0x' }))).toMatchObject({
      reason: 'factory',
    })
    expect(await data(operation(), { project: 'none' })).toEqual({
      code: -32003,
      reason: 'no_policy',
      message: 'This site does not pay network fees',
    })
    // Devnet B has a bundler but no paymaster.
    expect(await data(operation(), { route: 'eip155:31338', chainId: '0x7a6a' })).toMatchObject({
      reason: 'chain',
    })
    // The stub is judged alike: the kit learns before estimating that the visitor pays.
    expect(
      refusal(
        await ask(app, 'pm_getPaymasterStubData', operation({ callData: call(TOKEN, approve) })),
      ),
    ).toMatchObject({ reason: 'call' })
  })

  it('signs only for the route’s chain and the paymaster’s EntryPoint, and an estimated operation', async () => {
    const { app } = await gateway(dialect)
    const invalid = async (userOperation: Record<string, unknown>, options = {}) =>
      (await ask(app, 'pm_getPaymasterData', userOperation, options)).error
    expect(await invalid(operation(), { chainId: '0x7a6a' })).toEqual({
      code: -32602,
      message: "Invalid params: chain id 0x7a6a is not this route's chain",
    })
    expect(await invalid(operation(), { entryPoint: OTHER })).toEqual({
      code: -32602,
      message: `Invalid params: this paymaster serves EntryPoint ${ENTRY_POINT}`,
    })
    expect((await invalid(operation({ initCode: `${OTHER}00` })))?.message).toBe(
      'Invalid params: a v0.7 user operation (factory and factoryData, not initCode or paymasterAndData)',
    )
    // An EIP-7702 account's operation is EntryPoint v0.8's: no budget is held for it here.
    const authorization = { chainId: '0x7a69', address: OTHER, nonce: '0x0', r: '0x1', s: '0x2' }
    for (const v08 of [
      { factory: '0x7702', factoryData: '0x' },
      { eip7702Auth: { ...authorization, yParity: '0x0' } },
    ]) {
      expect((await invalid(operation(v08)))?.message).toBe(
        'Invalid params: a v0.7 user operation (factory and factoryData, not initCode or paymasterAndData)',
      )
    }
    expect((await invalid(operation({ maxFeePerGas: undefined })))?.message).toMatch(
      /needs the operation’s gas fields/,
    )
    expect((await invalid(operation({ sender: 'nobody' })))?.message).toMatch(
      /^Invalid params at params\.0\.sender/,
    )
  })

  it("signs an EIP-7702 account's operation for the chain's v0.8 paymaster, sent with its EntryPoint", async () => {
    const { app, clock: now } = await gateway(dialect, { eip7702: true })
    const authorization = { chainId: '0x7a69', nonce: '0x0', r: '0x1', s: '0x2', yParity: '0x0' }
    const op7702 = (delegate: string) =>
      operation({
        factory: '0x7702',
        factoryData: '0x',
        eip7702Auth: { ...authorization, address: delegate },
      })
    const userOperation = op7702(SIMPLE_7702)
    const to08 = { entryPoint: ENTRY_POINT_08 }
    const stub = await ask(app, 'pm_getPaymasterStubData', userOperation, to08)
    expect(stub.result).toMatchObject({ paymaster: PAYMASTER_08, sponsor: { name: 'Demo shop' } })
    const { result } = await ask(app, 'pm_getPaymasterData', userOperation, to08)
    if (!result) throw new Error('expected a signed answer')
    expect(result.paymaster).toBe(PAYMASTER_08)
    // paymasterData = uint48 validUntil ‖ uint48 validAfter, packed ‖ the signer's signature.
    const data = result.paymasterData as Hex
    expect(data.length).toBe(2 + 2 * (12 + 65))
    const validUntil = Number(slice(data, 0, 6))
    expect(validUntil).toBe(Math.floor(now.now() / 1000) + 120)
    expect(Number(slice(data, 6, 12))).toBe(0)
    const hash = verifyingPaymasterHash(userOperation, {
      chainId: 31337,
      paymaster: PAYMASTER_08,
      verificationGasLimit: 100_000,
      postOpGasLimit: 0,
      validUntil,
      validAfter: 0,
    })
    expect(
      await recoverMessageAddress({ message: { raw: hash }, signature: slice(data, 12) }),
    ).toBe(signer.address)
    const invalid = async (op: Record<string, unknown>, options = {}) =>
      (await ask(app, 'pm_getPaymasterData', op, options)).error?.message
    expect(await invalid(userOperation)).toBe(
      `Invalid params: an EIP-7702 account's user operation goes through EntryPoint ${ENTRY_POINT_08}`,
    )
    // A factory contract would create an account no policy has read.
    expect(await invalid(operation({ factory: OTHER }), to08)).toMatch(
      /pays for EIP-7702 accounts' user operations \(factory 0x7702 or none\)/,
    )
    // Without an authorization the delegate is the sender's code's, read from the chain's node
    // (none answers here): nothing is signed for a delegate nobody read.
    expect(await invalid(operation(), to08)).toBe(
      "Internal error: the sender's code on eip155:31337 could not be read",
    )
    expect(await invalid(operation(), { entryPoint: OTHER })).toBe(
      `Invalid params: this paymaster serves EntryPoint ${ENTRY_POINT} (and ${ENTRY_POINT_08} for EIP-7702 accounts)`,
    )
    // An EOA delegated already sends its authorization without the marker (as viem does).
    const later = { ...userOperation, factory: undefined, factoryData: undefined }
    expect((await ask(app, 'pm_getPaymasterData', later, to08)).result?.paymaster).toBe(
      PAYMASTER_08,
    )
    expect(await invalid({ ...userOperation, factory: OTHER }, to08)).toMatch(/factory 0x7702/)
    expect(refusal(await ask(app, 'pm_getPaymasterData', op7702(OTHER), to08))).toEqual({
      code: -32003,
      reason: 'delegate',
      message: 'This site does not pay network fees for this kind of account',
    })
  })

  it('counts the wallet frame’s visitors apart only with the frame’s secret: a forged visitor address gets no fresh budget', async () => {
    const secret = 's'.repeat(40)
    const made = await createTestGateway(
      { ...config, walletFrame: { proxySecret: secret } },
      // Every request comes from one address, as a visitor's own calls or the frame's would.
      { dialect, clock: clock(), clientIp: () => '203.0.113.50' },
    )
    closers.push(made.close)
    const askAs = async (headers: Record<string, string>) => {
      const res = await made.app.request(
        '/v1/bundler?projectId=p&chainId=eip155:31337&bundler=pimlico',
        {
          method: 'POST',
          headers: { Origin: ORIGIN, 'content-type': 'application/json', ...headers },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'pm_getPaymasterData',
            params: [operation(), ENTRY_POINT, '0x7a69', {}],
          }),
        },
      )
      const answer = (await res.json()) as {
        result?: unknown
        error?: { data?: { reason: string } }
      }
      return answer.result ? 'signed' : answer.error?.data?.reason
    }
    const asVisitor = (ip: string, withSecret: boolean) =>
      askAs({
        'x-portico-visitor-ip': ip,
        ...(withSecret && { 'x-portico-proxy-secret': secret }),
      })
    // The caller's own client budget: two operations, new sender addresses or not.
    expect(await askAs({})).toBe('signed')
    expect(await askAs({})).toBe('signed')
    expect(await askAs({})).toBe('visitor_budget')
    // Naming another visitor's address without the secret counts as the caller still.
    expect(await asVisitor('198.51.100.77', false)).toBe('visitor_budget')
    // Through the frame (with the secret), each visitor has a budget of their own.
    expect(await asVisitor('198.51.100.77', true)).toBe('signed')
    expect(await asVisitor('198.51.100.78', true)).toBe('signed')
  })

  it('keeps a budget per sender and per client: a visitor cannot spend another’s', async () => {
    const { app } = await gateway(dialect)
    const alice = operation()
    // Alice's operations, one per nonce (the same operation signed twice is reserved once).
    const aliceNext = (nonce: number) => ({ ...alice, nonce: toHex(nonce) })
    const signed = async (userOperation: Record<string, unknown>, client: string) =>
      refusal(await ask(app, 'pm_getPaymasterData', userOperation, { client })) ?? 'signed'
    expect(await signed(alice, '198.51.100.1')).toBe('signed')
    expect(await signed(aliceNext(1), '198.51.100.1')).toBe('signed')
    // Alice's sender is spent for the day, from any client.
    expect(await signed(aliceNext(2), '198.51.100.2')).toEqual({
      code: -32003,
      reason: 'visitor_budget',
      message: BUDGET_SPENT,
    })
    // Her client is spent too: a new address from it gets nothing.
    expect(await signed(operation(), '198.51.100.1')).toMatchObject({ reason: 'visitor_budget' })
    // Bob, elsewhere, still has his: Alice's spending was hers only.
    expect(await signed(operation(), '198.51.100.3')).toBe('signed')
  })

  it('reserves the same signature asked for twice once, under the hash of the operation as it will land', async () => {
    const { app, db } = await gateway(dialect)
    const alice = operation()
    const answers = await Promise.all([1, 2, 3].map(() => ask(app, 'pm_getPaymasterData', alice)))
    const [first] = answers
    for (const answer of answers) expect(answer.result).toEqual(first?.result)
    // One reservation of 0.001: two more operations would overdraw the visitor's 0.0025.
    const signed = async (nonce: number) =>
      refusal(await ask(app, 'pm_getPaymasterData', { ...alice, nonce: toHex(nonce) })) ?? 'signed'
    expect(await signed(1)).toBe('signed')
    expect(await signed(2)).toMatchObject({ reason: 'visitor_budget' })
    const rows = await db
      .withTables<SponsorshipDatabase>()
      .selectFrom('sponsorship_reservations')
      .select(['user_op_hash', 'nonce', 'state', 'reserved_gwei'])
      .where('sender', '=', alice.sender.toLowerCase())
      .orderBy('nonce')
      .execute()
    const landing = formatUserOperation({ ...alice, ...first?.result } as RpcUserOperation<'0.7'>)
    expect(rows.map((row) => ({ ...row, reserved_gwei: Number(row.reserved_gwei) }))).toEqual([
      {
        user_op_hash: getUserOperationHash({
          chainId: 31337,
          entryPointAddress: ENTRY_POINT,
          entryPointVersion: '0.7',
          userOperation: landing as UserOperation<'0.7'>,
        }),
        nonce: '0x0',
        state: 'reserved',
        reserved_gwei: 1_000_000,
      },
      {
        user_op_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        nonce: '0x1',
        state: 'reserved',
        reserved_gwei: 1_000_000,
      },
    ])
  })

  it('keeps a budget per project and day: one project spent leaves the other’s, and the next day starts afresh', async () => {
    const now = clock()
    const { app } = await gateway(dialect, { clock: now })
    const signedFor = async (project: string, client: string) =>
      refusal(await ask(app, 'pm_getPaymasterData', operation(), { project, client })) ?? 'signed'
    for (let i = 0; i < 5; i++) expect(await signedFor('p', `198.51.100.${i}`)).toBe('signed')
    expect(await signedFor('p', '198.51.100.9')).toEqual({
      code: -32003,
      reason: 'project_budget',
      message: BUDGET_SPENT,
    })
    expect(await signedFor('q', '198.51.100.9')).toBe('signed')
    now.advance(12 * 60 * 60_000)
    expect(await signedFor('p', '198.51.100.9')).toBe('signed')
  })

  it('counts what it signs and refuses in the metrics', async () => {
    const metrics = createMetrics({ service: 'gateway', processMetrics: false })
    const { app } = await gateway(dialect, { metrics })
    await ask(app, 'pm_getPaymasterData', operation())
    await ask(app, 'pm_getPaymasterData', operation({ callData: call(OTHER, transfer) }))
    const text = await metrics.render()
    expect(text).toContain(
      'portico_paymaster_sponsored_operations_total{chain="eip155:31337",project="p",service="gateway"} 1',
    )
    expect(text).toContain(
      'portico_paymaster_reserved_wei_total{chain="eip155:31337",project="p",service="gateway"} 1000000000000000',
    )
    expect(text).toContain(
      'portico_paymaster_refusals_total{chain="eip155:31337",project="p",reason="call",service="gateway"} 1',
    )
  })
})

// Gateway nodes share PostgreSQL (production refuses SQLite); a SQLite gateway is one node,
// whose concurrent requests race the same way.
describe.each(await gatewayTestDialects())('requests racing for a budget (%s)', (dialect) => {
  it('spending the last of a budget at once: exactly one is signed', async () => {
    const shared = await openSharedTestDb(dialect, dialect === 'postgres' ? 2 : 1)
    closers.push(shared.close)
    const nodes = await Promise.all(shared.dbs.map((db) => gateway(dialect, { db })))
    const [a, b = a] = nodes
    if (!a || !b) throw new Error('a node expected')
    // Four operations spent on one node: the project has one left, which both nodes race for.
    for (let i = 0; i < 4; i++) {
      const answer = await ask(a.app, 'pm_getPaymasterData', operation(), {
        client: `192.0.2.${i}`,
      })
      expect(answer.result).toBeDefined()
    }
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        [a, b, a, b].map((node, i) =>
          ask(node.app, 'pm_getPaymasterData', operation(), {
            client: `192.0.2.${10 + 4 * round + i}`,
          }),
        ),
      )
      const signed = answers.filter((answer) => answer.result).length
      expect(signed).toBe(round === 0 ? 1 : 0)
      expect(
        answers.filter((answer) => answer.error?.data?.reason === 'project_budget'),
      ).toHaveLength(4 - signed)
    }
  })
})

describe('the sponsorship config', () => {
  const parse = (input: Record<string, unknown>) => {
    const parsed = gatewayConfigSchema.safeParse({ ...config, ...input })
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
  }

  it('takes the test config, and says what is wrong with a broken one', () => {
    expect(parse({})).toEqual([])
    expect(parse({ paymaster: {} })).toEqual([
      "paymaster.signerKey: Chains have paymasters: set their signer's key (PORTICO_GATEWAY_PAYMASTER_SIGNER_KEY)",
    ])
    const project = (sponsorship: Record<string, unknown>) => ({
      projects: [{ projectId: 'p', sponsorship: { ...policy('Shop'), ...sponsorship } }],
    })
    expect(parse(project({ chains: [31338] }))).toEqual([
      'projects.0.sponsorship.chains.0: Chain 31338 has no paymaster (chains[].paymaster): nothing could pay there',
    ])
    expect(
      parse(project({ contracts: [{ address: TOKEN, selectors: ['transfer(address'] }] })),
    ).toEqual([
      'projects.0.sponsorship.contracts.0.selectors.0: Expected a 4-byte selector (0xa9059cbb) or a function signature (transfer(address,uint256)), not "transfer(address"',
    ])
    expect(parse(project({ maxCostPerOperation: '1e-3' }))).toEqual([
      'projects.0.sponsorship.maxCostPerOperation: Expected an amount of the native coin such as "0.01"',
    ])
    expect(parse(project({ dailyBudget: { project: '0.001', perVisitor: '0.0025' } }))).toEqual([
      "projects.0.sponsorship.dailyBudget.perVisitor: A visitor's daily budget cannot exceed the project's",
    ])
  })
})

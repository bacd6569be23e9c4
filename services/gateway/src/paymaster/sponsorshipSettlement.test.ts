import {
  closeHttpServer,
  createMetrics,
  listenHttp,
  type Metrics,
  silentLogger,
  systemClock,
} from '@portico/server'
import {
  type Anvil,
  createSimpleAccountClient,
  defaultAccountAbstraction,
  defaultTestTokens,
  defaultTokenPaymaster,
  defaultVerifyingPaymaster,
  rpcRequest,
} from '@portico/test/devnet'
import type { Kysely } from 'kysely'
import { type Address, encodeFunctionData, type Hex, parseAbi, parseEther, parseGwei } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../blockchain/createChainClients'
import type { GatewayConfigInput } from '../config/gatewayConfigSchema'
import { createTestGateway } from '../testing/createTestGateway'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { openSharedTestDb } from '../testing/openSharedTestDb'
import { startPaymasterDevnet } from '../testing/startPaymasterDevnet'
import { createSettlementMetrics } from './createSettlementMetrics'
import { createSponsorshipSettler, type SponsorshipSettler } from './createSponsorshipSettler'
import type { SponsorshipDatabase } from './SponsorshipDatabase'

const CHAIN_ID = 31337
const CHAIN = `eip155:${CHAIN_ID}`
const VALIDITY_SECONDS = 120
const GWEI = 10n ** 9n
const token = defaultTestTokens.erc20.address
const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])
const mint = (to: Address) =>
  ({
    to: token,
    data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [to, 1n] }),
  }) as const
// Every operation's gas and fees set by the test, so its maximum cost is known: 1,000,000 gas
// (the paymaster's 100,000 included) at 10 gwei, 0.01 ETH — more than five times what a
// SimpleAccount's creation and a mint really use.
const GAS = {
  callGasLimit: 200_000n,
  verificationGasLimit: 600_000n,
  preVerificationGas: 100_000n,
  maxFeePerGas: parseGwei('10'),
  maxPriorityFeePerGas: parseGwei('10'),
}
const MAX_COST_GWEI = 10_000_000

// One devnet (EntryPoint, SimpleAccount factory, test token, the paymaster trusting the signer)
// with its alto, and two gateway nodes on one database, each with its settler, as two gateway
// processes would run. A visitor may spend 0.015 ETH a day: one operation at its maximum cost,
// two once the first is settled at what it really cost.
describe.each(await gatewayTestDialects())('sponsorship settlement on a devnet (%s)', (dialect) => {
  const signerKey = generatePrivateKey()
  let anvil: Anvil
  const closers: (() => Promise<void>)[] = []
  const nodes: { url: string; settler: SponsorshipSettler; metrics: Metrics }[] = []
  let db: Kysely<SponsorshipDatabase>
  // What the settlers logged as failed: nothing, at the end of every test.
  const failures: unknown[] = []
  afterEach(() => {
    expect(failures.splice(0)).toEqual([])
  })

  beforeAll(async () => {
    const devnet = await startPaymasterDevnet(CHAIN_ID, privateKeyToAccount(signerKey).address)
    closers.push(devnet.stop)
    anvil = devnet.anvil
    const config: GatewayConfigInput = {
      chains: [devnet.chain],
      projects: [
        {
          projectId: 'p',
          sponsorship: {
            sponsorName: 'Test shop',
            chains: [CHAIN_ID],
            contracts: [{ address: token, selectors: ['mint(address,uint256)'] }],
            accountFactories: [defaultAccountAbstraction.simpleAccountFactory],
            maxCostPerOperation: '0.01',
            dailyBudget: { project: '1', perVisitor: '0.015' },
          },
        },
      ],
      paymaster: { signerKey, validitySeconds: VALIDITY_SECONDS },
      indexer: { enabled: false },
    }
    const shared = await openSharedTestDb(dialect, 2)
    closers.push(shared.close)
    for (const nodeDb of shared.dbs) {
      const made = await createTestGateway(config, {
        db: nodeDb,
        clock: systemClock,
        // Each visitor its own client budget: the route names it, as its address would.
        clientIp: (c) => c.req.query('visitor') ?? '127.0.0.1',
      })
      const { server, url } = await listenHttp(made.app, { host: '127.0.0.1', port: 0 })
      closers.push(() => closeHttpServer(server, { drainMs: 0 }))
      const metrics = createMetrics({ service: 'gateway', processMetrics: false })
      const clients = createChainClients(made.config.chains)
      const settler = createSponsorshipSettler({
        db: nodeDb.withTables<SponsorshipDatabase>(),
        chains: made.config.chains,
        clientOf: (caip2) => clients.get(caip2),
        metrics: createSettlementMetrics(metrics),
        logger: { ...silentLogger, error: (message, fields) => failures.push({ message, fields }) },
        intervalMs: 60_000,
      })
      nodes.push({ url, settler, metrics })
    }
    const [first] = shared.dbs
    if (!first) throw new Error('a database expected')
    db = first.withTables<SponsorshipDatabase>()
    // The first tick makes the chain's cursor, at its head: what lands from now on is read.
    await nodes[0]?.settler.tick()
  }, 180_000)
  afterAll(async () => {
    for (const close of closers.splice(0).reverse()) await close()
  })

  const node = (i: 0 | 1) => {
    const found = nodes[i]
    if (!found) throw new Error(`no node ${i}`)
    return found
  }
  const route = (nodeIndex: 0 | 1, name: string) =>
    `${node(nodeIndex).url}/v1/bundler?projectId=p&chainId=${CHAIN}&bundler=pimlico&visitor=${name}`
  // A visitor's SimpleAccount with no ether, asking a node for sponsorship as client `name`.
  const visitor = (
    nodeIndex: 0 | 1,
    name: string,
    owner = privateKeyToAccount(generatePrivateKey()),
  ) =>
    createSimpleAccountClient({
      rpcUrl: anvil.rpcUrl,
      chainId: CHAIN_ID,
      bundlerUrl: route(nodeIndex, name),
      owner,
      sponsored: true,
    })
  const spent = async (spender: string) => {
    const row = await db
      .selectFrom('sponsorship_spending')
      .select('spent_gwei')
      .where('chain_id', '=', CHAIN)
      .where('spender', '=', spender)
      .executeTakeFirst()
    return Number(row?.spent_gwei ?? 0)
  }
  const reservationsOf = (sender: Address) =>
    db
      .selectFrom('sponsorship_reservations')
      .select(['state', 'reserved_gwei', 'actual_wei'])
      .where('sender', '=', sender.toLowerCase())
      .orderBy('nonce')
      .execute()
  const metric = async (name: string) => {
    let sum = 0
    for (const { metrics } of nodes) {
      for (const line of (await metrics.render()).split('\n')) {
        if (line.startsWith(name)) sum += Number(line.split(' ').pop())
      }
    }
    return sum
  }

  it('settles a landed operation at its actualGasCost once, with two nodes settling at once, and so lets the visitor a second operation the maximum alone would have refused', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const { account, smart } = await visitor(0, 'alice', owner)
    const sender = `sender:${account.address.toLowerCase()}`
    const hash = await smart.sendUserOperation({ calls: [mint(account.address)], ...GAS })
    const receipt = await smart.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(await spent(sender)).toBe(MAX_COST_GWEI)
    // Unsettled, the first operation holds its maximum: a second one does not fit the day.
    await expect(
      smart.prepareUserOperation({ calls: [mint(account.address)], ...GAS }),
    ).rejects.toThrow('This site no longer pays the network fee for this action today')

    const ticks = await Promise.all([node(0).settler.tick(), node(1).settler.tick()])
    expect(ticks.flat().reduce((sum, tick) => sum + tick.settled, 0)).toBe(1)
    const actualGwei = Number((receipt.actualGasCost + GWEI - 1n) / GWEI)
    expect(actualGwei).toBeLessThan(MAX_COST_GWEI / 2)
    expect(await reservationsOf(account.address)).toEqual([
      {
        state: 'settled',
        reserved_gwei: expect.anything(),
        actual_wei: receipt.actualGasCost.toString(),
      },
    ])
    for (const spender of [sender, 'client:alice', '']) {
      expect(await spent(spender)).toBe(actualGwei)
    }
    expect(await metric('portico_paymaster_settled_wei_total{')).toBe(Number(receipt.actualGasCost))
    expect(await metric('portico_paymaster_settled_operations_total{')).toBe(1)
    // Settled twice over (a later tick reading the same blocks) changes nothing.
    await rpcRequest(anvil.rpcUrl, 'evm_mine', [])
    expect((await node(1).settler.tick())[0]?.settled).toBe(0)
    expect(await spent(sender)).toBe(actualGwei)

    // The visitor's budget, holding what the first really cost, takes the second, on the other node.
    const again = await visitor(1, 'alice', owner)
    expect(again.account.address).toBe(account.address)
    const next = await again.smart.sendUserOperation({ calls: [mint(account.address)], ...GAS })
    expect((await again.smart.waitForUserOperationReceipt({ hash: next })).success).toBe(true)
  }, 120_000)

  it('settles the signature that landed and releases the others given for its nonce', async () => {
    const { account, smart } = await visitor(0, 'carol')
    // Two signatures for nonce 0: 0.01 and 0.005 ETH at most, the visitor's whole day.
    const first = await smart.prepareUserOperation({ calls: [mint(account.address)], ...GAS })
    const cheaper = await smart.prepareUserOperation({
      calls: [mint(account.address)],
      ...GAS,
      maxFeePerGas: parseGwei('5'),
      maxPriorityFeePerGas: parseGwei('5'),
      nonce: first.nonce,
    })
    expect(cheaper.nonce).toBe(first.nonce)
    const sender = `sender:${account.address.toLowerCase()}`
    expect(await spent(sender)).toBe(MAX_COST_GWEI * 1.5)
    const hash = (await rpcRequest(route(0, 'carol'), 'eth_sendUserOperation', [
      formatUserOperationRequest({
        ...cheaper,
        signature: await account.signUserOperation(cheaper),
      } as UserOperation<'0.7'>),
      defaultAccountAbstraction.entryPoint,
    ])) as Hex
    const receipt = await smart.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    const released = await metric('portico_paymaster_released_reservations_total{')
    await node(1).settler.tick()
    expect((await reservationsOf(account.address)).map((r) => r.state).sort()).toEqual([
      'released',
      'settled',
    ])
    // The one settled is the one that landed, found by its user operation hash.
    const settled = await db
      .selectFrom('sponsorship_reservations')
      .select('user_op_hash')
      .where('state', '=', 'settled')
      .where('sender', '=', account.address.toLowerCase())
      .executeTakeFirst()
    expect(settled?.user_op_hash).toBe(hash.toLowerCase())
    expect(await spent(sender)).toBe(Number((receipt.actualGasCost + GWEI - 1n) / GWEI))
    expect(await metric('portico_paymaster_released_reservations_total{')).toBe(released + 1)
  }, 120_000)

  // Last: it moves the devnet's clock past every signature made so far.
  it('releases a reservation whose operation was never sent once a block past its window is read', async () => {
    const { account, smart } = await visitor(0, 'bob')
    await smart.prepareUserOperation({ calls: [mint(account.address)], ...GAS })
    const sender = `sender:${account.address.toLowerCase()}`
    expect(await spent(sender)).toBe(MAX_COST_GWEI)
    // Within its window it could still land: it stays reserved.
    await rpcRequest(anvil.rpcUrl, 'evm_mine', [])
    await node(0).settler.tick()
    expect((await reservationsOf(account.address))[0]?.state).toBe('reserved')
    await rpcRequest(anvil.rpcUrl, 'evm_increaseTime', [VALIDITY_SECONDS + 60])
    await rpcRequest(anvil.rpcUrl, 'evm_mine', [])
    const ticks = await Promise.all([node(0).settler.tick(), node(1).settler.tick()])
    expect(ticks.flat().reduce((sum, tick) => sum + tick.released, 0)).toBe(1)
    expect((await reservationsOf(account.address))[0]?.state).toBe('released')
    expect(await spent(sender)).toBe(0)
    expect(await spent('client:bob')).toBe(0)
    const expired = (await Promise.all(nodes.map(({ metrics }) => metrics.render())))
      .join('\n')
      .split('\n')
      .filter((line) => line.startsWith('portico_paymaster_released_reservations_total{'))
      .filter((line) => line.includes('reason="expired"'))
    expect(expired.map((line) => line.split(' ').pop())).toEqual(['1'])
    // Each paymaster's deposit as the last tick read it, the token paymaster's untouched (10 ETH).
    const deposits = (await Promise.all(nodes.map(({ metrics }) => metrics.render())))
      .join('\n')
      .split('\n')
      .filter((line) => line.startsWith('portico_paymaster_deposit_wei{'))
    const depositOf = (paymaster: string) =>
      deposits
        .filter((line) => line.includes(`paymaster="${paymaster.toLowerCase()}"`))
        .map((line) => Number(line.split(' ').pop()))
    const deposit = depositOf(defaultVerifyingPaymaster).reduce((a, b) => a + b, 0)
    expect(deposit).toBeGreaterThan(0)
    expect(deposit).toBeLessThan(2 * Number(parseEther('10')))
    expect(depositOf(defaultTokenPaymaster)).toEqual([10e18, 10e18])
  }, 120_000)
})

import type { Metrics } from '@portico/server'
import { createManualClock } from '@portico/test/services/createManualClock'
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseAbi, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect } from 'vitest'
import type { GatewayDb } from '../db/Database'
import { createTestGateway } from './createTestGateway'
import { executeOperation } from './executeOperation'

/** The page origin every test project allows. @example headers: { Origin: ORIGIN } */
export const ORIGIN = 'http://127.0.0.1:5173'
/** Chain A's v0.7 EntryPoint. @example ask(app, method, op, { entryPoint: ENTRY_POINT }) */
export const ENTRY_POINT = '0xFbe400a5bD9424988a7954982A1e7d3c3Ddb2d3A'
/** Chain A's v0.7 paymaster. @example expect(result.paymaster).toBe(PAYMASTER) */
export const PAYMASTER = '0x95C15783397a71EcA2e37638F35c14276235f6fb'
/** The one contract the test policy sponsors (its `transfer`). @example call(TOKEN, transfer) */
export const TOKEN = '0x1111111111111111111111111111111111111111'
/** A contract the policy does not name. @example call(OTHER, transfer) */
export const OTHER = '0x3333333333333333333333333333333333333333'
const signerKey = generatePrivateKey()
/** The gateway's paymaster signer in these tests. @example signer.address */
export const signer = privateKeyToAccount(signerKey)
const accountAbi = parseAbi(['function execute(address dest, uint256 value, bytes func)'])
/** An account's `execute` of `data` on `to`. @example call(TOKEN, transfer) */
export const call = (to: Address, data: Hex) =>
  encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [to, 0n, data] })
/** An ERC-20 `transfer` of 1 to {@link OTHER}. @example call(TOKEN, transfer) */
export const transfer = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [OTHER, 1n],
})
/** An ERC-20 `approve` of 1 for {@link OTHER}, which the policy does not allow. @example call(TOKEN, approve) */
export const approve = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'approve',
  args: [OTHER, 1n],
})
/** The test projects' sponsorship policy. @example policy('Demo shop', '0.003') */
export const policy = (sponsorName: string, project = '0.005') => ({
  sponsorName,
  chains: [31337],
  contracts: [{ address: TOKEN, selectors: ['transfer(address,uint256)'] }],
  maxCostPerOperation: '0.002',
  // Each operation below reserves 0.001: two per visitor, five per project and day.
  dailyBudget: { project, perVisitor: '0.0025' },
})
/** The gateway config of the policy tests: projects p and q with policies, `none` without. @example createTestGateway(policyTestConfig) */
export const policyTestConfig = {
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

/**
 * A v0.7 operation sending {@link transfer} on {@link TOKEN}: 1,000,000 gas in all (the
 * paymaster's default 100,000 included) at 1 gwei, 0.001 ETH.
 * @example operation({ nonce: '0x1' })
 */
export const operation = (overrides: Record<string, unknown> = {}) =>
  executeOperation(TOKEN, transfer, {
    callGasLimit: toHex(500_000),
    verificationGasLimit: toHex(350_000),
    ...overrides,
  })

type App = Awaited<ReturnType<typeof createTestGateway>>['app']
/** A manual clock at noon on 1 March 2026. @example gateway('sqlite', { clock: clock() }) */
export const clock = () => createManualClock(Date.parse('2026-03-01T12:00:00Z'))

// Chain A's paymaster for EIP-7702 accounts too (EntryPoint v0.8, Simple7702Account's delegates).
/** EntryPoint v0.8. @example ask(app, method, op, { entryPoint: ENTRY_POINT_08 }) */
export const ENTRY_POINT_08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
/** Chain A's v0.8 paymaster under `eip7702`. @example expect(result.paymaster).toBe(PAYMASTER_08) */
export const PAYMASTER_08 = '0x8f75a84C75adB54b64b21aE80AeE0D50F640F4ab'
/** Simple7702Account, the delegate the v0.8 paymaster allows by default. @example eip7702Auth: { address: SIMPLE_7702 } */
export const SIMPLE_7702 = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'
const withEip7702 = {
  ...policyTestConfig,
  chains: policyTestConfig.chains.map((chain) =>
    chain.paymaster
      ? { ...chain, paymaster: { ...chain.paymaster, eip7702: { address: PAYMASTER_08 } } }
      : chain,
  ),
}

/**
 * Registers, in the calling file, an `afterEach` that closes the gateways made since, and
 * answers a maker of gateways on {@link policyTestConfig} (with chain A's v0.8 paymaster too
 * under `eip7702`), each request's client read from its `x-test-client` header.
 * @example const { gateway } = usePolicyGateway(); const { app } = await gateway('sqlite')
 */
export function usePolicyGateway() {
  const closers: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close()
  })
  return {
    gateway: (dialect: 'sqlite' | 'postgres', options: Parameters<typeof openGateway>[2] = {}) =>
      openGateway(closers, dialect, options),
    /** Closes something else the test opened after it, with the gateways. */
    closeAfterEach: (close: () => Promise<void>) => {
      closers.push(close)
    },
  }
}

async function openGateway(
  closers: (() => Promise<void>)[],
  dialect: 'sqlite' | 'postgres',
  options: {
    db?: GatewayDb
    clock?: ReturnType<typeof clock>
    metrics?: Metrics
    eip7702?: boolean
  } = {},
) {
  const made = await createTestGateway(options.eip7702 ? withEip7702 : policyTestConfig, {
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

/** One ERC-7677 call through the bundler route, as project `p` from one client by default. @example await ask(app, 'pm_getPaymasterData', operation()) */
export async function ask(
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
/** A refusal's code, reason and message. @example expect(refusal(answer)).toMatchObject({ reason: 'chain' }) */
export const refusal = (answer: Awaited<ReturnType<typeof ask>>) =>
  answer.error && {
    code: answer.error.code,
    reason: answer.error.data?.reason,
    message: answer.error.message,
  }
/** The line shown once a budget is spent. @example expect(refusal(a)?.message).toBe(BUDGET_SPENT) */
export const BUDGET_SPENT = 'This site no longer pays the network fee for this action today'

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testPostgresAnswers } from '@portico/test/services/testServiceAnswers'
import type { BenchResult } from '@portico/test/stats/BenchResult'
import { encodeFunctionData, erc20Abi, toHex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { createTestSchema } from '../testing/createTestDb'
import { executeOperation } from '../testing/executeOperation'
import { loadRoundsResults } from './loadRoundsResults'
import { runLoad } from './runLoad'
import { spawnGatewayServer } from './spawnGatewayServer'

const ROUNDS = 3
const TOKEN = '0x1111111111111111111111111111111111111111'
const PAYMASTER = '0x95C15783397a71EcA2e37638F35c14276235f6fb'
const ENTRY_POINT = '0xFbe400a5bD9424988a7954982A1e7d3c3Ddb2d3A'

// Estimated operations a policy allows: an account's execute of a token transfer, each at a
// nonce of its own. The same operation asked for twice in a second is reserved once, so every
// request of a run must differ for each to reserve (a run of the bench sends at most 5,000).
const body = (nonce: number) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'pm_getPaymasterData',
    params: [
      executeOperation(
        TOKEN,
        encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [TOKEN, 1n] }),
        { sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', nonce: toHex(nonce) },
      ),
      ENTRY_POINT,
      '0x7a69',
      {},
    ],
  })

// A gateway signing for one chain's paymaster, with budgets and a rate limit the load never
// reaches: every answer is a signature, its reservation recorded and three budget rows updated
// in one transaction.
const config = (database: Record<string, unknown>) => ({
  port: 0,
  ...database,
  chains: [
    {
      chainId: 31337,
      name: 'Anvil',
      rpcUrl: 'http://127.0.0.1:9/',
      bundlerUrl: 'http://127.0.0.1:9/',
      paymaster: { address: PAYMASTER, entryPoint: ENTRY_POINT },
    },
  ],
  projects: [
    {
      projectId: 'bench',
      sponsorship: {
        sponsorName: 'Bench',
        chains: [31337],
        contracts: [{ address: TOKEN, selectors: ['transfer(address,uint256)'] }],
        maxCostPerOperation: '0.01',
        dailyBudget: { project: '1000000', perVisitor: '1000000' },
      },
    },
  ],
  paymaster: { signerKey: generatePrivateKey() },
  bundler: { rateLimit: { capacity: 1_000_000_000, refillPerSecond: 1_000_000_000 } },
  indexer: { enabled: false },
  publicUrl: 'https://gateway.example.com',
})

/**
 * The paymaster benchmark: the gateway in its own process answering `pm_getPaymasterData` (an
 * allowed token transfer: the policy judged, the operation signed, its maximum cost reserved from
 * the project's, the sender's and the client's budget rows and the reservation recorded in one
 * transaction) under 10
 * keep-alive connections, all on the same budget rows — the worst case, every request waiting
 * on the last one's transaction — as sponsored operations per second and p50/p99 latency, on
 * SQLite and, when its server answers, PostgreSQL.
 * @example
 * const results = await benchPaymaster()
 */
export async function benchPaymaster(): Promise<BenchResult[]> {
  const results = await benchOn('SQLite', async (dir) => ({ dbPath: join(dir, 'gateway.sqlite') }))
  if (!(await testPostgresAnswers('the paymaster bench on PostgreSQL'))) return results
  const schema = await createTestSchema()
  try {
    return [
      ...results,
      ...(await benchOn('PostgreSQL', async () => ({
        database: { url: schema.url, schema: schema.name },
      }))),
    ]
  } finally {
    await schema.drop()
  }
}

async function benchOn(
  dialect: string,
  database: (dir: string) => Promise<Record<string, unknown>>,
): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-paymaster-bench-'))
  try {
    const server = await spawnGatewayServer({ dir, config: config(await database(dir)) })
    try {
      const url = `${server.url}/v1/bundler?projectId=bench&chainId=eip155:31337&bundler=bench`
      const bodies = Array.from({ length: 6_000 }, (_, nonce) => body(nonce))
      const load = { url, method: 'POST' as const, bodies: bodies.slice(0, 5_000), connections: 10 }
      const warm = await runLoad({
        ...load,
        bodies: bodies.slice(5_000),
        requests: 1_000,
        maxDurationMs: 5_000,
      })
      const rounds = []
      for (let i = 0; i < ROUNDS; i++) {
        rounds.push(await runLoad({ ...load, requests: 5_000, maxDurationMs: 10_000 }))
      }
      const results = loadRoundsResults(rounds, {
        what: `paymaster (${dialect})`,
        rate: {
          name: `gateway: sponsored operations signed (pm_getPaymasterData, ${dialect}), per second (10 connections, one budget)`,
          unit: 'ops/s',
          anchor: 'no target; issue 67 asks for the figure',
        },
        latency: {
          name: `gateway: pm_getPaymasterData latency (${dialect}, 10 connections, one budget)`,
          anchor: 'no target; issue 67 asks for the figure',
        },
      })
      // A refusal is a 200 too: every answer must have been a signature.
      const answered = warm.completed + rounds.reduce((n, r) => n + r.completed, 0)
      const metrics = await (await fetch(`${server.url}/metrics`)).text()
      const signed = /^portico_paymaster_sponsored_operations_total\{[^}]*\} (\d+)$/m.exec(metrics)
      if (Number(signed?.[1]) !== answered) {
        throw new Error(`${signed?.[1]} of ${answered} paymaster requests signed on ${dialect}`)
      }
      return results
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAnvil } from '@portico/test'
import type { BenchResult } from '@portico/test/stats/BenchResult'
import { median } from '@portico/test/stats/median'
import { quantile } from '@portico/test/stats/quantile'
import { createTestSchema } from '../testing/createTestDb'
import { createTestRedis } from '../testing/createTestRedis'
import { runLoad } from './runLoad'
import { spawnGatewayServer } from './spawnGatewayServer'

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

/**
 * Knobs of {@link runGatewayClusterBench}.
 * @example
 * await runGatewayClusterBench({ nodeCounts: [1, 2], requests: 20_000 })
 */
export type GatewayClusterBenchOptions = {
  nodeCounts?: readonly number[]
  /** Requests per round, spread over the nodes. */
  requests?: number
  rounds?: number
  /** Keep-alive connections in all, spread over the nodes. */
  connections?: number
}

/**
 * Cached balance requests/s of the gateway on PostgreSQL with its shared state in Redis (as
 * several nodes run it), for 1 and 2 nodes: each node its own process with the same database
 * schema and Redis key prefix, the load's connections spread evenly over them (as a round-robin
 * balancer would), requests/s summed over the nodes and latencies pooled. The schema and keys are
 * made for the run and removed afterwards.
 * @example
 * const results = await runGatewayClusterBench()
 */
export async function runGatewayClusterBench(
  options: GatewayClusterBenchOptions = {},
): Promise<BenchResult[]> {
  const requests = options.requests ?? 30_000
  const rounds = options.rounds ?? 3
  const connections = options.connections ?? 10
  const anvil = await startAnvil({ chainId: 31337 })
  const schema = await createTestSchema()
  const redis = await createTestRedis()
  const results: BenchResult[] = []
  try {
    for (const nodes of options.nodeCounts ?? [1, 2]) {
      const dirs = Array.from({ length: nodes }, () =>
        mkdtempSync(join(tmpdir(), 'portico-gateway-cluster-bench-')),
      )
      const servers = []
      try {
        for (const dir of dirs) {
          servers.push(
            await spawnGatewayServer({
              dir,
              config: {
                port: 0,
                chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
                database: { url: schema.url, schema: schema.name },
                redis: { url: redis.url, keyPrefix: redis.prefix },
                indexer: { enabled: false },
                priceSource: { kind: 'static', prices: { ETH: 2500 } },
                publicUrl: 'https://gateway.example.com',
              },
            }),
          )
        }
        const urls = servers.map(
          (server) =>
            `${server.url}/v1/account/${ACCOUNT}/balance?currency=usd&chainId=eip155:31337&projectId=bench&st=appkit&sv=bench`,
        )
        const spread = async (total: number) => {
          const parts = await Promise.all(
            urls.map((url) =>
              runLoad({
                url,
                connections: Math.max(1, Math.round(connections / urls.length)),
                requests: Math.round(total / urls.length),
                maxDurationMs: 10_000,
              }),
            ),
          )
          const failed = parts.reduce((n, part) => n + part.failed, 0)
          if (failed > 0) throw new Error(`${failed} balance requests failed`)
          return {
            rps: parts.reduce((sum, part) => sum + part.rps, 0),
            latencies: parts.flatMap((part) => part.latenciesMs),
          }
        }
        await spread(2_000)
        const measured = []
        for (let round = 0; round < rounds; round++) measured.push(await spread(requests))
        const latencies = measured.flatMap((round) => round.latencies).sort((a, b) => a - b)
        const label = `${nodes} node${nodes === 1 ? '' : 's'} on PostgreSQL + Redis, ${connections} connections`
        results.push(
          {
            name: `gateway cluster: cached balance, requests/s (${label})`,
            unit: 'req/s',
            median: Math.round(median(measured.map((round) => round.rps))),
            anchor: 'issue 22: reported for 1 and 2 nodes; one SQLite node target ≥ 5,000 req/s',
          },
          {
            name: `gateway cluster: cached balance latency (${label})`,
            unit: 'ms',
            median: Math.round(quantile(latencies, 0.5) * 100) / 100,
            p99: Math.round(quantile(latencies, 0.99) * 100) / 100,
            anchor: 'issue 22: reported; one SQLite node target p99 < 10 ms',
          },
        )
      } finally {
        for (const server of servers) await server.stop()
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
      }
    }
  } finally {
    await redis.close()
    await schema.drop()
    await anvil.stop()
  }
  return results
}

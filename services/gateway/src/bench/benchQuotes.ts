import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BenchResult } from '@portico/test/stats/BenchResult'
import { startSwapDevnet } from '../testing/startSwapDevnet'
import { loadRoundsResults } from './loadRoundsResults'
import { runLoad } from './runLoad'
import { spawnGatewayServer } from './spawnGatewayServer'

const ROUNDS = 3

/**
 * The swap quote benchmark: a devnet with Uniswap V2 and the dev stack's pools, the gateway in
 * its own process, and `GET /v1/convert/quotes` (PTT → tUSDT: three candidate paths, five pools)
 * under 10 keep-alive connections with the reserves warm (the cache is kept for the whole run,
 * so every request is computed from cached reserves), as requests/s and p50/p99 latency.
 * @example
 * const results = await benchQuotes()
 */
export async function benchQuotes(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-quote-bench-'))
  const devnet = await startSwapDevnet(31337)
  try {
    const server = await spawnGatewayServer({
      dir,
      config: {
        port: 0,
        dbPath: join(dir, 'gateway.sqlite'),
        chains: [devnet.chain],
        indexer: { enabled: false },
        publicUrl: 'https://gateway.example.com',
        reserveCacheMs: 10 * 60_000,
      },
    })
    try {
      const query = new URLSearchParams({
        amount: (10n ** 21n).toString(),
        userAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        from: `eip155:31337:${devnet.tokens.erc20.address}`,
        to: `eip155:31337:${devnet.tokens.tetherStyle.address}`,
        gasPrice: '1000000000',
        st: 'appkit',
        sv: 'bench',
        projectId: 'bench',
      })
      const url = `${server.url}/v1/convert/quotes?${query}`
      // Warms the reserve cache and the server's code paths.
      await runLoad({ url, connections: 4, requests: 2_000, maxDurationMs: 5_000 })
      const rounds = []
      for (let i = 0; i < ROUNDS; i++) {
        rounds.push(
          await runLoad({ url, connections: 10, requests: 10_000, maxDurationMs: 10_000 }),
        )
      }
      return loadRoundsResults(rounds, {
        what: 'quote',
        rate: {
          name: 'gateway: swap quote (PTT → tUSDT, 3 paths), requests/s (warm reserves, 10 connections)',
          unit: 'req/s',
          anchor: 'no target; same loopback setup as the cached balance',
        },
        latency: {
          name: 'gateway: swap quote latency (warm reserves, 10 connections)',
          anchor: 'p99 < 20 ms with a warm reserve cache (issue 15 target)',
        },
      })
    } finally {
      await server.stop()
    }
  } finally {
    await devnet.anvil.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

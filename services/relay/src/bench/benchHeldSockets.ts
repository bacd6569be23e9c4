import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BenchResult } from '@portico/test/stats/BenchResult'
import { measureHeldSockets } from './measureHeldSockets'
import { spawnBenchRelay } from './spawnBenchRelay'

/**
 * Hold `count` sockets at once on a fresh relay process and report how many stayed open and the
 * relay's resident memory with them, against its memory idle.
 * @example
 * const results = await benchHeldSockets({ count: 10_000, holdMs: 3_000, timeLimitMs: 120_000 })
 */
export async function benchHeldSockets(options: {
  count: number
  holdMs: number
  timeLimitMs: number
  relayNodeArgs?: string[]
}): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-relay-bench-'))
  const relay = await spawnBenchRelay(dir, options.count + 100, options.relayNodeArgs)
  try {
    const { held, rssBefore, rssHeld } = await measureHeldSockets({
      url: relay.url,
      relayPid: relay.pid,
      count: options.count,
      holdMs: options.holdMs,
      timeLimitMs: options.timeLimitMs,
    })
    const mib = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10
    return [
      {
        name: `relay sockets held at once (each subscribed to a topic, still open after ${options.holdMs / 1000} s)`,
        unit: 'sockets',
        median: held,
        anchor: `issue 14 target: ${options.count.toLocaleString('en-US')} concurrent sockets`,
      },
      ...(rssBefore !== undefined && rssHeld !== undefined
        ? [
            {
              name: `relay resident memory with ${held.toLocaleString('en-US')} sockets held`,
              unit: 'MiB',
              median: mib(rssHeld),
              anchor: `reported (issue 14): ${mib(rssBefore)} MiB idle, ${Math.round(((rssHeld - rssBefore) / 1024 / Math.max(1, held)) * 10) / 10} KiB more per socket`,
            },
          ]
        : []),
    ]
  } finally {
    await relay.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

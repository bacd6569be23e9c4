import { Agent, request } from 'node:http'

/**
 * What a load run measured: completed requests, failures, wall time, throughput and the sorted
 * per-request latencies in milliseconds.
 * @example const { rps, latenciesMs } = await runLoad({ url, connections: 16, requests: 20_000, maxDurationMs: 10_000 })
 */
export type LoadResult = {
  completed: number
  failed: number
  durationMs: number
  rps: number
  latenciesMs: number[]
}

/**
 * The value at quantile `q` (0..1) of sorted numbers.
 * @example quantile([1, 2, 3, 4], 0.5) // 2
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

/**
 * A bounded HTTP load generator: `connections` keep-alive connections each send GETs back to
 * back until `requests` are done or `maxDurationMs` has passed. Refuses any host but 127.0.0.1.
 * @example
 * const result = await runLoad({ url: 'http://127.0.0.1:8787/health', connections: 8, requests: 1000, maxDurationMs: 5000 })
 */
export async function runLoad(options: {
  url: string
  connections: number
  requests: number
  maxDurationMs: number
  headers?: Record<string, string>
}): Promise<LoadResult> {
  const url = new URL(options.url)
  if (url.hostname !== '127.0.0.1')
    throw new Error(`runLoad only targets 127.0.0.1, not ${url.hostname}`)
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections })
  const latencies: number[] = []
  let issued = 0
  let failed = 0
  const started = performance.now()
  const deadline = started + options.maxDurationMs

  const once = () =>
    new Promise<boolean>((resolve) => {
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          headers: options.headers,
        },
        (res) => {
          res.on('data', () => {})
          res.on('end', () => resolve(res.statusCode === 200))
        },
      )
      req.on('error', () => resolve(false))
      req.end()
    })

  const worker = async () => {
    while (issued < options.requests && performance.now() < deadline) {
      issued++
      const t0 = performance.now()
      const ok = await once()
      if (ok) latencies.push(performance.now() - t0)
      else failed++
    }
  }
  await Promise.all(Array.from({ length: options.connections }, worker))
  const durationMs = performance.now() - started
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    completed: latencies.length,
    failed,
    durationMs,
    rps: (latencies.length / durationMs) * 1000,
    latenciesMs: latencies,
  }
}

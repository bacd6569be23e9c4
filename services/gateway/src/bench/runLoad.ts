import { connect, type Socket } from 'node:net'

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

const HEADER_END = Buffer.from('\r\n\r\n')
const CHUNKED_END = Buffer.from('0\r\n\r\n')

/** Length of the first complete HTTP/1.1 response in `buffer` and its status, or null. */
function completeResponse(buffer: Buffer): { length: number; status: number } | null {
  const headerEnd = buffer.indexOf(HEADER_END)
  if (headerEnd < 0) return null
  const head = buffer.subarray(0, headerEnd).toString('latin1')
  const status = Number(head.slice(9, 12))
  const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head)
  if (lengthMatch) {
    const length = headerEnd + 4 + Number(lengthMatch[1])
    return buffer.length >= length ? { length, status } : null
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const end = buffer.indexOf(CHUNKED_END, headerEnd + 4)
    return end < 0 ? null : { length: end + CHUNKED_END.length, status }
  }
  return { length: headerEnd + 4, status }
}

/**
 * A bounded HTTP/1.1 load generator, light enough not to be the bottleneck: `connections`
 * keep-alive sockets each send the same GET (or body-less POST) back to back (one in flight per
 * socket) until
 * `requests` are done or `maxDurationMs` has passed. Refuses any host but 127.0.0.1.
 * @example
 * const result = await runLoad({ url: 'http://127.0.0.1:8787/health', connections: 8, requests: 1000, maxDurationMs: 5000 })
 */
export async function runLoad(options: {
  url: string
  connections: number
  requests: number
  maxDurationMs: number
  headers?: Record<string, string>
  /** GET (default) or a body-less POST. */
  method?: 'GET' | 'POST'
}): Promise<LoadResult> {
  const url = new URL(options.url)
  if (url.hostname !== '127.0.0.1')
    throw new Error(`runLoad only targets 127.0.0.1, not ${url.hostname}`)
  const method = options.method ?? 'GET'
  const headers = { ...options.headers, ...(method === 'POST' ? { 'Content-Length': '0' } : {}) }
  const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`)
  const request = Buffer.from(
    `${method} ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n${extra.join('')}\r\n`,
  )
  const latencies: number[] = []
  let issued = 0
  let failed = 0
  const started = performance.now()
  const deadline = started + options.maxDurationMs

  const worker = () =>
    new Promise<void>((resolve) => {
      const socket: Socket = connect({ host: '127.0.0.1', port: Number(url.port || 80) })
      socket.setNoDelay(true)
      let buffer: Buffer = Buffer.alloc(0)
      let sentAt = 0
      const next = () => {
        if (issued >= options.requests || performance.now() >= deadline) {
          socket.end()
          return resolve()
        }
        issued++
        sentAt = performance.now()
        socket.write(request)
      }
      socket.on('connect', next)
      socket.on('data', (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
        const response = completeResponse(buffer)
        if (!response) return
        buffer = buffer.subarray(response.length)
        if (response.status === 200) latencies.push(performance.now() - sentAt)
        else failed++
        next()
      })
      socket.on('error', () => {
        failed++
        resolve()
      })
    })

  await Promise.all(Array.from({ length: options.connections }, worker))
  const durationMs = performance.now() - started
  latencies.sort((a, b) => a - b)
  return {
    completed: latencies.length,
    failed,
    durationMs,
    rps: (latencies.length / durationMs) * 1000,
    latenciesMs: latencies,
  }
}

import { Worker } from 'node:worker_threads'

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

/** What the generator's thread is given: the requests' bytes (sent in turn) and how long to send them. */
type GeneratorInput = {
  port: number
  requests: string[]
  connections: number
  count: number
  maxDurationMs: number
}

// Plain JavaScript, run in a thread of its own (an isolate with its own small heap): in the
// bench's thread, beside a hundred megabytes of the bench's own objects, the garbage collector
// paused the timing of each response for up to 10 ms and the history page's p99 measured those
// pauses (8–10 ms, against 1.5 ms with a young generation large enough to skip them). Each of
// `connections` keep-alive sockets sends the request, waits for the whole answer (by
// Content-Length or the chunked terminator), times it and sends again.
const GENERATOR_SOURCE = `
const { connect } = require('node:net')
const { parentPort, workerData } = require('node:worker_threads')
const { port, connections, count: requests, maxDurationMs } = workerData
const requestBytes = workerData.requests.map((request) => Buffer.from(request, 'latin1'))
const HEADER_END = Buffer.from('\\r\\n\\r\\n')
const CHUNKED_END = Buffer.from('0\\r\\n\\r\\n')

function completeResponse(buffer) {
  const headerEnd = buffer.indexOf(HEADER_END)
  if (headerEnd < 0) return null
  const head = buffer.subarray(0, headerEnd).toString('latin1')
  const status = Number(head.slice(9, 12))
  const lengthMatch = /\\r\\ncontent-length:\\s*(\\d+)/i.exec(head)
  if (lengthMatch) {
    const length = headerEnd + 4 + Number(lengthMatch[1])
    return buffer.length >= length ? { length, status } : null
  }
  if (/\\r\\ntransfer-encoding:\\s*chunked/i.test(head)) {
    const end = buffer.indexOf(CHUNKED_END, headerEnd + 4)
    return end < 0 ? null : { length: end + CHUNKED_END.length, status }
  }
  return { length: headerEnd + 4, status }
}

const latencies = []
let issued = 0
let failed = 0
const started = performance.now()
const deadline = started + maxDurationMs

const drive = () =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.setNoDelay(true)
    let buffer = Buffer.alloc(0)
    let sentAt = 0
    const next = () => {
      if (issued >= requests || performance.now() >= deadline) {
        socket.end()
        return resolve()
      }
      const request = requestBytes[issued % requestBytes.length]
      issued++
      sentAt = performance.now()
      socket.write(request)
    }
    socket.on('connect', next)
    socket.on('data', (chunk) => {
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

Promise.all(Array.from({ length: connections }, drive)).then(() => {
  const durationMs = performance.now() - started
  parentPort.postMessage({ latencies: Float64Array.from(latencies), failed, durationMs })
})
`

/**
 * A bounded HTTP/1.1 load generator, light enough not to be the bottleneck and on a thread of its
 * own, so that the caller's garbage collection is not timed: `connections` keep-alive sockets
 * each send the same GET (or POST, with `body` or without, or each of `bodies` in turn) back to
 * back (one in flight per socket) until
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
  /** GET (default) or a POST, with no body unless `body`. */
  method?: 'GET' | 'POST'
  /** A JSON body the POST sends each time (ASCII only). */
  body?: string
  /** JSON bodies the POST sends in turn instead (ASCII only), where each request must differ. */
  bodies?: readonly string[]
  /** GET paths (with their query) sent in turn instead of the URL's, on the URL's host. */
  paths?: readonly string[]
}): Promise<LoadResult> {
  const url = new URL(options.url)
  if (url.hostname !== '127.0.0.1')
    throw new Error(`runLoad only targets 127.0.0.1, not ${url.hostname}`)
  const method = options.method ?? 'GET'
  const bodies = method === 'POST' ? (options.bodies ?? [options.body ?? '']) : ['']
  const target = `${url.pathname}${url.search}`
  const request = (body: string, path = target) => {
    const headers = {
      ...options.headers,
      ...(method === 'POST' ? { 'Content-Length': String(body.length) } : {}),
      ...(body && { 'Content-Type': 'application/json' }),
    }
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`)
    return `${method} ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n${extra.join('')}\r\n${body}`
  }
  const input: GeneratorInput = {
    port: Number(url.port || 80),
    requests: options.paths
      ? options.paths.map((path) => request('', path))
      : bodies.map((body) => request(body)),
    connections: options.connections,
    count: options.requests,
    maxDurationMs: options.maxDurationMs,
  }
  const generator = new Worker(GENERATOR_SOURCE, { eval: true, workerData: input })
  const measured = await new Promise<{
    latencies: Float64Array
    failed: number
    durationMs: number
  }>((resolve, reject) => {
    generator.once('message', resolve)
    generator.once('error', reject)
    generator.once('exit', (code) =>
      reject(new Error(`the load generator exited (${code}) before it reported`)),
    )
  })
  await generator.terminate()
  const latencies = Array.from(measured.latencies).sort((a, b) => a - b)
  return {
    completed: latencies.length,
    failed: measured.failed,
    durationMs: measured.durationMs,
    rps: (latencies.length / measured.durationMs) * 1000,
    latenciesMs: latencies,
  }
}

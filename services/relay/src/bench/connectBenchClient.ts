import { WebSocket } from 'ws'
import { createRelayIdentity, signRelayJwt } from '../auth/signRelayJwt'

/**
 * The `projectId` bench clients connect with; the bench relay accepts only it.
 * @example
 * spawnRelayProcess({ PORTICO_RELAY_PROJECT_IDS: BENCH_PROJECT_ID })
 */
export const BENCH_PROJECT_ID = 'bench'

/**
 * A lean relay client for the benchmark: one topic, acks every push at once, and reports each
 * delivered message (its text) with the receive time.
 * @example
 * const client = await connectBenchClient(url, topic, (message, at) => seen.set(message, at))
 */
export type BenchClient = Awaited<ReturnType<typeof connectBenchClient>>

/**
 * Open a {@link BenchClient}.
 * @example
 * const client = await connectBenchClient(url, topic, onDelivery)
 */
export async function connectBenchClient(
  url: string,
  topic: string,
  onDelivery: (message: string, receivedAt: number) => void,
) {
  const auth = signRelayJwt(createRelayIdentity(), {
    aud: url,
    iat: Math.floor(Date.now() / 1000),
    ttlSeconds: 3_600,
  })
  const socket = new WebSocket(`${url}/?auth=${auth}&projectId=${BENCH_PROJECT_ID}&ua=bench`, {
    perMessageDeflate: false,
    // An upgrade left unanswered fails the bench with this error instead of stalling it.
    handshakeTimeout: 10_000,
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const pending = new Map<number, (ok: boolean) => void>()
  let nextId = 1
  socket.on('message', (data) => {
    const receivedAt = performance.now()
    // The relay's frames have a fixed shape (`{"id":…,`); reading them with string operations
    // keeps the load generator light, so the relay stays the thing being measured.
    const frame = String(data)
    const id = Number(frame.slice(6, frame.indexOf(',', 6)))
    if (frame.includes('"method":"irn_subscription"')) {
      socket.send(`{"id":${id},"jsonrpc":"2.0","result":true}`)
      const start = frame.indexOf('"message":"') + 11
      onDelivery(frame.slice(start, frame.indexOf('"', start)), receivedAt)
      return
    }
    pending.get(id)?.(!frame.includes('"error":'))
    pending.delete(id)
  })
  const request = (method: string, params: unknown) =>
    new Promise<boolean>((resolve) => {
      const id = nextId++
      pending.set(id, resolve)
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  return {
    topic,
    subscribe: () => request('irn_subscribe', { topic }),
    publish: (toTopic: string, message: string) =>
      request('irn_publish', { topic: toTopic, message, ttl: 300, tag: 1108, prompt: false }),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      }),
  }
}

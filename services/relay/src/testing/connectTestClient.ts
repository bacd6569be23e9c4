import { WebSocket } from 'ws'
import { createRelayIdentity, type RelayIdentity, signRelayJwt } from '../auth/signRelayJwt'

/**
 * A JSON-RPC frame as a test client sees it.
 * @example
 * const frame: TestFrame = { id: 1, jsonrpc: '2.0', result: true }
 */
export type TestFrame = {
  id?: number | string | null
  jsonrpc?: string
  method?: string
  params?: {
    id: string
    data: { topic: string; message: string; publishedAt: number; tag: number; attestation: string }
  }
  result?: unknown
  error?: { code: number; message: string; data?: string }
}

/**
 * A raw WebSocket relay client for tests: signs its own JWT, sends requests, collects
 * `irn_subscription` pushes and acks them unless told not to.
 * @example
 * const client = await connectTestClient(url)
 * const response = await client.request('irn_subscribe', { topic })
 */
export type TestClient = Awaited<ReturnType<typeof connectTestClient>>

/**
 * Open a {@link TestClient} against a relay URL; `headers` go with the upgrade request (e.g.
 * `X-Forwarded-For` for a relay behind a proxy).
 * @example
 * const client = await connectTestClient(url, { autoAck: false })
 */
export async function connectTestClient(
  url: string,
  options: {
    identity?: RelayIdentity
    autoAck?: boolean
    nowSeconds?: number
    headers?: Record<string, string>
  } = {},
) {
  const identity = options.identity ?? createRelayIdentity()
  const auth = signRelayJwt(identity, {
    aud: url,
    iat: options.nowSeconds ?? Math.floor(Date.now() / 1000),
    ttlSeconds: 86_400,
  })
  const socket = new WebSocket(`${url}/?auth=${auth}&projectId=test&ua=test`, {
    headers: options.headers ?? {},
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const frames: TestFrame[] = []
  const pushes: TestFrame[] = []
  const waiters = new Set<() => void>()
  let nextId = 1
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as TestFrame
    frames.push(frame)
    if (frame.method === 'irn_subscription') {
      pushes.push(frame)
      if (options.autoAck !== false) ack(frame)
    }
    for (const wake of waiters) wake()
  })

  function ack(push: TestFrame) {
    socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
  }

  function waitFor<T>(find: () => T | undefined, timeoutMs = 3_000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find()
        if (found === undefined) return
        waiters.delete(check)
        clearTimeout(timer)
        resolve(found)
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error('Timed out waiting for a frame'))
      }, timeoutMs)
      waiters.add(check)
      check()
    })
  }

  return {
    identity,
    socket,
    frames,
    pushes,
    ack,
    waitFor,
    /** Send a request and wait for the response with the same id. */
    request(method: string, params?: unknown, id: number | string = nextId++): Promise<TestFrame> {
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return waitFor(() => frames.find((f) => f.id === id && f.method === undefined))
    },
    /** Wait until `count` pushes arrived in total. */
    waitForPushes(count: number, timeoutMs?: number): Promise<TestFrame[]> {
      return waitFor(() => (pushes.length >= count ? pushes.slice() : undefined), timeoutMs)
    },
    /** Send a text frame as is. */
    sendRaw(text: string): void {
      socket.send(text)
    },
    close(): Promise<void> {
      if (socket.readyState === socket.CLOSED) return Promise.resolve()
      return new Promise<void>((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
      })
    },
  }
}

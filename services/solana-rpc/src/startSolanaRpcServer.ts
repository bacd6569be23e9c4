import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { createLocalSolanaChain, type LocalSolanaChain } from './chain/createLocalSolanaChain'
import { isAllowedOrigin } from './http/isAllowedOrigin'
import { handleRpcPayload } from './rpc/handleRpcPayload'
import { SolanaRpcError } from './rpc/SolanaRpcError'
import { toJsonText } from './rpc/toJsonText'
import { handleSubscriptions } from './subscriptions/handleSubscriptions'

/**
 * Options of {@link startSolanaRpcServer}.
 * @example
 * const options: SolanaRpcServerOptions = { port: 8899 }
 */
export type SolanaRpcServerOptions = {
  /** HTTP port (default 8899; 0 picks a free one). */
  port?: number
  /** WebSocket port (default `port + 1`, as validators do; 0 picks a free one). Subscriptions are served on the HTTP port too. */
  wsPort?: number
  host?: string
  /** Names the chain; its genesis hash (and CAIP-2 id) follows from it. Default `localnet`. */
  cluster?: string
  /**
   * Page origins (exact, e.g. `https://demo.example.org`) allowed to open subscriptions besides
   * loopback pages and clients that send no Origin. Default none.
   */
  allowedOrigins?: readonly string[]
  /** Where unexpected server errors are reported. Default `console.error`. */
  onError?: (message: string, error: unknown) => void
}

/**
 * A running local Solana chain.
 * @example
 * const solana: SolanaRpcServer = await startSolanaRpcServer({ port: 0, wsPort: 0 })
 * await solana.close()
 */
export type SolanaRpcServer = {
  /** JSON-RPC over HTTP, e.g. `http://127.0.0.1:8899`. */
  url: string
  /** Subscriptions, e.g. `ws://127.0.0.1:8900`. */
  wsUrl: string
  chain: LocalSolanaChain
  close: () => Promise<void>
}

// Larger than any transaction (1232 bytes) or sensible batch.
const maxBodyBytes = 1_000_000

/**
 * Starts the local Solana chain (litesvm, seeded with the test accounts and the test token)
 * behind the Solana JSON-RPC over HTTP and WebSocket subscriptions.
 *
 * @example
 * const solana = await startSolanaRpcServer({ port: 0, wsPort: 0 })
 * const rpc = createSolanaRpc(solana.url)
 */
export async function startSolanaRpcServer(
  options: SolanaRpcServerOptions = {},
): Promise<SolanaRpcServer> {
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? 8899
  const chain = await createLocalSolanaChain(
    options.cluster === undefined ? {} : { cluster: options.cluster },
  )
  const onError = options.onError ?? ((message, error) => console.error(message, error))
  const allowedOrigins = options.allowedOrigins ?? []
  const http = createServer((request, response) => {
    answerHttp(chain, request, response).catch((error: unknown) => {
      // A client that hangs up mid-body (or mid-answer) ends only its own request.
      if (request.destroyed || response.destroyed) return
      onError('Could not answer a JSON-RPC request', error)
      if (!response.headersSent) response.writeHead(500).end('internal error')
      else response.destroy()
    })
  })
  let subscriptionIds = 0
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxBodyBytes })
  wss.on('error', (error) => onError('WebSocket server error', error))
  wss.on('connection', (socket) => handleSubscriptions(chain, socket, () => ++subscriptionIds))
  const upgrade = (server: Server) =>
    server.on('upgrade', (request, socket, head) => {
      // A reset before ws owns the socket must not become an uncaught error.
      socket.on('error', () => socket.destroy())
      if (!isAllowedOrigin(request.headers.origin, allowedOrigins)) {
        return refuseUpgrade(socket, 403, 'Origin not allowed')
      }
      wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request))
    })
  const ws = createServer((_request, response) => response.writeHead(426).end('WebSocket only'))
  upgrade(http)
  upgrade(ws)
  const httpPort = await listen(http, port, host)
  const wsPort = await listen(ws, options.wsPort ?? (port === 0 ? 0 : port + 1), host).catch(
    async (error: unknown) => {
      await closeServer(http)
      throw error
    },
  )
  return {
    url: `http://${host}:${httpPort}`,
    wsUrl: `ws://${host}:${wsPort}`,
    chain,
    close: async () => {
      for (const client of wss.clients) client.terminate()
      await Promise.all([closeServer(http), closeServer(ws)])
      wss.close()
    },
  }
}

async function answerHttp(
  chain: LocalSolanaChain,
  request: IncomingMessage,
  response: ServerResponse,
) {
  // Pages (the demo, wallets) call the chain straight from the browser.
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-headers', 'content-type, solana-client')
  response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS')
  if (request.method === 'OPTIONS') return response.writeHead(204).end()
  if (request.method === 'GET' && request.url === '/health')
    return response.writeHead(200).end('ok')
  if (request.method !== 'POST') return response.writeHead(405).end('POST JSON-RPC requests')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBodyBytes) return response.writeHead(413).end('request too large')
    chunks.push(chunk)
  }
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    payload = undefined
  }
  const body =
    payload === undefined
      ? {
          jsonrpc: '2.0',
          id: null,
          error: { code: SolanaRpcError.parseError, message: 'Parse error' },
        }
      : handleRpcPayload(chain, payload)
  response.writeHead(200, { 'content-type': 'application/json' }).end(toJsonText(body))
}

function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  const body = JSON.stringify({ code: status, message: reason })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
}

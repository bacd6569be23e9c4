import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Plain HTTP on the relay port: `GET /health` answers 200 for readiness checks; everything else
 * is told to upgrade to WebSocket.
 * @example
 * const server = createServer(handleHttpRequest)
 */
export function handleHttpRequest(request: IncomingMessage, response: ServerResponse): void {
  const path = new URL(request.url ?? '/', 'http://relay.invalid').pathname
  if (request.method === 'GET' && path === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
    return
  }
  response
    .writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' })
    .end('Upgrade Required')
}

import type { Server } from 'node:http'
import type { Http2SecureServer, Http2Server } from 'node:http2'

/**
 * Stops an HTTP server the graceful way: it takes no new connections, idle keep-alive ones close
 * at once, requests in flight may finish within `drainMs`, and whatever is still open then is
 * cut. Resolves once the server is closed.
 * @example
 * await closeHttpServer(server, { drainMs: 5_000 })
 */
export function closeHttpServer(
  server: Server | Http2Server | Http2SecureServer,
  options: { drainMs?: number } = {},
): Promise<void> {
  if (!server.listening) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, options.drainMs ?? 5_000)
    timer.unref()
    server.close(() => {
      clearTimeout(timer)
      resolve()
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  })
}

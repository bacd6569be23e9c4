import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'

/**
 * Where {@link listenHttp} listens: a host (IPv4, IPv6 or a name) and a port, 0 for any free one.
 * @example
 * const address: ListenAddress = { host: '127.0.0.1', port: 0 }
 */
export type ListenAddress = { host: string; port: number }

/**
 * Serves `app` over HTTP and resolves once it listens (rejects when the port is taken), with the
 * server, the port it got and its URL (an IPv6 host in brackets).
 * @example
 * const { server, url } = await listenHttp(app, { host: config.host, port: config.port })
 */
export async function listenHttp(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  address: ListenAddress,
): Promise<{ server: ServerType; port: number; url: string }> {
  const server = await new Promise<ServerType>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, hostname: address.host, port: address.port }, () =>
      resolve(listening),
    )
    listening.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const host = address.host.includes(':') ? `[${address.host}]` : address.host
  return { server, port, url: `http://${host}:${port}` }
}

import { servePages } from './servePages'

/**
 * A stand-in gateway on 127.0.0.1 whose `GET /projects/v1/origins` answers `allowedOrigins` for
 * every project: the wallet frame's `gatewayUrl` in tests that decide which pages may embed it.
 * @example const gateway = await serveProjectOrigins([site.origin])
 */
export async function serveProjectOrigins(allowedOrigins: string[]) {
  const gateway = await servePages()
  gateway.pages.set('/projects/v1/origins', {
    type: 'application/json',
    body: JSON.stringify({ allowedOrigins }),
  })
  return gateway
}

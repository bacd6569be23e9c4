import { isLoopbackOrigin } from './isLoopbackOrigin'
import { isOriginAllowed } from './isOriginAllowed'

/**
 * The page-origin check of a project's allowlist (spec §5, api-shapes.md): an empty list allows
 * every origin, otherwise the origin must match the list. `allowLoopback` also lets localhost and
 * 127.0.0.1 pages in whatever the list says: true (the default) is the client-side check run
 * when email or social login is on; the gateway passes its `allowLoopbackOrigins` setting (off
 * unless in development) for pages calling the API, and false for sign-in domains.
 * @example
 * isPageOriginAllowed('https://shop.example.com', ['https://*.example.com']) // true
 * isPageOriginAllowed('http://localhost:5173', ['https://example.com']) // true
 * isPageOriginAllowed('http://localhost:5173', ['https://example.com'], { allowLoopback: false }) // false
 */
export function isPageOriginAllowed(
  origin: string,
  allowedOrigins: readonly string[],
  options: { allowLoopback?: boolean } = {},
): boolean {
  if (allowedOrigins.length === 0) return true
  if ((options.allowLoopback ?? true) && isLoopbackOrigin(origin)) return true
  return isOriginAllowed(origin, allowedOrigins)
}

import { isOriginAllowed } from './isOriginAllowed'

const ALWAYS_ALLOWED_HOSTS: readonly string[] = ['localhost', '127.0.0.1']

/**
 * The page-origin check run when email or social login is on (spec §5, api-shapes.md): an empty
 * list allows every origin, localhost and 127.0.0.1 are always allowed, otherwise the origin must
 * match the project's allowed origins.
 * @example
 * isPageOriginAllowed('https://shop.example.com', ['https://*.example.com']) // true
 * isPageOriginAllowed('http://localhost:5173', ['https://example.com']) // true
 */
export function isPageOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.length === 0) return true
  if (URL.canParse(origin) && ALWAYS_ALLOWED_HOSTS.includes(new URL(origin).hostname)) return true
  return isOriginAllowed(origin, allowedOrigins)
}

/**
 * The page's host and origin, when running in a browser.
 * @example
 * pageLocation() // { host: 'example.com', origin: 'https://example.com' }
 */
export function pageLocation(): { host: string; origin: string } | undefined {
  const location = (globalThis as { location?: { host?: unknown; origin?: unknown } }).location
  if (typeof location?.host !== 'string' || typeof location.origin !== 'string') return undefined
  return { host: location.host, origin: location.origin }
}

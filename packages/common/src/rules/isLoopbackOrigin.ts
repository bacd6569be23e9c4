const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1']

/**
 * Whether an origin is a page on this machine: host localhost or 127.0.0.1, any scheme and port
 * (the hosts spec §5 and api-shapes.md name for the page-origin check).
 * @example
 * isLoopbackOrigin('http://localhost:5173') // true
 * isLoopbackOrigin('https://localhost.example.com') // false
 */
export function isLoopbackOrigin(origin: string): boolean {
  return URL.canParse(origin) && LOOPBACK_HOSTS.includes(new URL(origin).hostname)
}

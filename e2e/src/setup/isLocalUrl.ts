const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether a URL stays on this machine (loopback host, or a data:/blob: URL).
 *
 * @example
 * expect(requests.filter((url) => !isLocalUrl(url))).toEqual([])
 */
export function isLocalUrl(url: string): boolean {
  const parsed = new URL(url)
  return (
    parsed.protocol === 'data:' || parsed.protocol === 'blob:' || localHosts.has(parsed.hostname)
  )
}

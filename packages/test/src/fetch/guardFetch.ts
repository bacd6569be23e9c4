import { vi } from 'vitest'

/**
 * Refuse every fetch that does not go to 127.0.0.1 and record its URL, so a test can assert the
 * SDK never tried to reach a hosted service (Verify, telemetry, public RPC).
 * @example
 * const outbound = guardFetch()
 * expect(outbound).toEqual([])
 */
export function guardFetch(): string[] {
  const outbound: string[] = []
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== '127.0.0.1') {
      outbound.push(url.href)
      return Promise.reject(new Error(`Blocked outbound request to ${url.origin}`))
    }
    return realFetch(input, init)
  })
  return outbound
}

/** The public URL every test service runs under (`createTestService`'s default). */
export const TEST_PUBLIC_URL = 'http://127.0.0.1:8789'

/**
 * The headers a browser adds to a fetch from the frame page to its own origin: `Origin` on
 * anything but GET/HEAD, and `Sec-Fetch-Site: same-origin` always. Node test clients send them so
 * they pass the frame-only API's check exactly as the frame does.
 * @example headers: { ...frameRequestHeaders('POST'), 'content-type': 'application/json' }
 */
export function frameRequestHeaders(
  method: string,
  origin: string = TEST_PUBLIC_URL,
): Record<string, string> {
  const safe = method === 'GET' || method === 'HEAD'
  return { 'sec-fetch-site': 'same-origin', ...(!safe && { origin }) }
}

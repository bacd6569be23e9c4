import { upgradeResponse } from './upgradeResponse'

/**
 * Try a WebSocket upgrade and report the HTTP status the relay answered (101 when accepted).
 * @example
 * expect(await upgradeStatus(`${url}/?auth=bad`)).toBe(401)
 */
export async function upgradeStatus(url: string): Promise<number> {
  return (await upgradeResponse(url)).status
}

import { WebSocket } from 'ws'

/**
 * Try a WebSocket upgrade and report the HTTP status the relay answered (101 when accepted).
 * @example
 * expect(await upgradeStatus(`${url}/?auth=bad`)).toBe(401)
 */
export function upgradeStatus(url: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      response.resume()
      socket.terminate()
    })
    socket.once('open', () => {
      resolve(101)
      socket.close()
    })
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error)
    })
  })
}

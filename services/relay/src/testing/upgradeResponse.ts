import { WebSocket } from 'ws'

/**
 * Try a WebSocket upgrade and report the HTTP status the relay answered (101 when accepted) and,
 * for a refusal, the `reason` of its JSON body. `headers` are sent with the request.
 * @example
 * expect(await upgradeResponse(`${url}/?auth=bad`)).toEqual({ status: 401, reason: 'Malformed JWT' })
 */
export function upgradeResponse(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; reason?: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers })
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.once('end', () => {
        socket.terminate()
        const reason = (JSON.parse(body || '{}') as { reason?: string }).reason
        resolve({ status: response.statusCode ?? 0, ...(reason === undefined ? {} : { reason }) })
      })
    })
    socket.once('open', () => {
      resolve({ status: 101 })
      socket.close()
    })
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error)
    })
  })
}

import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * Answer a refused WebSocket upgrade with a plain HTTP error and close the socket.
 * @example
 * rejectUpgrade(socket, 401, 'JWT expired')
 */
export function rejectUpgrade(socket: Duplex, status: number, reason: string): void {
  const body = JSON.stringify({ error: STATUS_CODES[status] ?? 'Error', reason })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

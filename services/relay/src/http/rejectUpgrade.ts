import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { RELAY_UPGRADE_ERRORS, type RelayUpgradeErrorKey } from '../rpc/relayErrorCodes'

/**
 * Answer a refused WebSocket upgrade with its HTTP status and fixed reason, and close the socket.
 * @example
 * rejectUpgrade(socket, 'JWT_EXPIRED')
 */
export function rejectUpgrade(socket: Duplex, key: RelayUpgradeErrorKey): void {
  const { status, message } = RELAY_UPGRADE_ERRORS[key]
  const statusText = STATUS_CODES[status] ?? 'Error'
  const body = JSON.stringify({ error: statusText, reason: message })
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

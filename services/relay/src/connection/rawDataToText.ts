import type { RawData } from 'ws'

/**
 * The UTF-8 text of a received WebSocket frame, whatever shape `ws` delivered it in.
 * @example
 * socket.on('message', (data) => handle(rawDataToText(data)))
 */
export function rawDataToText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}

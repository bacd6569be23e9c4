import { z } from 'zod'
import { GatewayError } from '../errors/GatewayError'

/**
 * The position after the last transaction of a page, in history order.
 * @example const p: HistoryPosition = { timestamp: 1700000000, chainId: 'eip155:1', block: 10, index: 0 }
 */
export type HistoryPosition = { timestamp: number; chainId: string; block: number; index: number }

const positionSchema = z.tuple([
  z.number().int().nonnegative(),
  z.string().max(80),
  z.number().int().nonnegative(),
  z.number().int().nonnegative(),
])

/**
 * Encodes a page position as the opaque `next` cursor.
 * @example
 * const next = encodeHistoryCursor({ timestamp: 1, chainId: 'eip155:1', block: 2, index: 0 })
 */
export function encodeHistoryCursor(position: HistoryPosition): string {
  const tuple = [position.timestamp, position.chainId, position.block, position.index]
  return Buffer.from(JSON.stringify(tuple)).toString('base64url')
}

/**
 * Decodes a `cursor` query value; anything not made by {@link encodeHistoryCursor} is an
 * INVALID_PARAMS error.
 * @example
 * const position = decodeHistoryCursor(c.req.query('cursor'))
 */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  try {
    const [timestamp, chainId, block, index] = positionSchema.parse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    )
    return { timestamp, chainId, block, index }
  } catch (cause) {
    throw new GatewayError('INVALID_PARAMS', {
      cause,
      message: "Invalid query parameter 'cursor': not a cursor from this gateway",
    })
  }
}

import { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'

const bearerSchema = z
  .string()
  .regex(/^Bearer [A-Za-z0-9_-]{32,128}$/)
  .transform((value) => value.slice('Bearer '.length))

/**
 * The channel token of an `Authorization: Bearer …` header; a missing or malformed one reads as
 * an unknown channel (`FARCASTER_CHANNEL_NOT_FOUND`).
 * @example const token = readBearerToken(c.req.header('authorization'))
 */
export function readBearerToken(header: string | undefined): string {
  const parsed = bearerSchema.safeParse(header)
  if (!parsed.success) throw new WalletFrameError('FARCASTER_CHANNEL_NOT_FOUND')
  return parsed.data
}

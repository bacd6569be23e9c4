import type { AuthDeps } from '../auth/AuthDeps'
import { WalletFrameError } from '../errors/WalletFrameError'
import { farcasterTokenHash } from './farcasterTokenHash'

/**
 * The unexpired channel of a token. Same answer for unknown and expired channels
 * (`FARCASTER_CHANNEL_NOT_FOUND`): a token tells nothing until it is right.
 * @example const row = await findLiveChannel(deps, token)
 */
export async function findLiveChannel(
  { db, clock, hasher }: Pick<AuthDeps, 'db' | 'clock' | 'hasher'>,
  token: string,
) {
  const row = await db
    .selectFrom('farcaster_channels')
    .selectAll()
    .where('token_hash', '=', farcasterTokenHash(hasher, token))
    .where('expires_at', '>', clock.now())
    .executeTakeFirst()
  if (!row) throw new WalletFrameError('FARCASTER_CHANNEL_NOT_FOUND')
  return row
}

import type { Context } from 'hono'
import { z } from 'zod'
import { deviceSecretSchema } from '../auth/authSchemas'
import { completeLogin } from '../auth/completeLogin'
import { deviceHashOf } from '../auth/deviceHashOf'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { findOrCreateSocialUser } from '../social/findOrCreateSocialUser'
import type { FarcasterDeps } from './FarcasterDeps'
import { farcasterVerifierHash, verifierSchema } from './farcasterVerifier'
import { findLiveChannel } from './findLiveChannel'

const channelTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/)

/**
 * `POST /auth/v1/farcaster/connect`: the frame page that opened a completed channel redeems it,
 * once, with its device secret and its verifier, for a session of the fid's account.
 * @example app.post('/auth/v1/farcaster/connect', (c) => connectFarcasterChannel(c, deps))
 */
export async function connectFarcasterChannel(c: Context<AppEnv>, deps: FarcasterDeps) {
  const { db, clock, hasher } = deps
  const body = await readJson(
    c,
    z.object({
      channelToken: channelTokenSchema,
      deviceSecret: deviceSecretSchema,
      verifier: verifierSchema,
    }),
  )
  await deps.limits.verifyPerIp.take(deps.clientIp(c))
  const row = await findLiveChannel(deps, body.channelToken)
  const deviceHash = deviceHashOf(hasher, body.deviceSecret)
  // Another device's channel, or another frame page's (it lacks the verifier), looks like an
  // unknown one.
  if (
    !hasher.matches(row.device_hash, deviceHash) ||
    !row.verifier_hash ||
    !hasher.matches(row.verifier_hash, farcasterVerifierHash(body.verifier))
  ) {
    throw new WalletFrameError('FARCASTER_CHANNEL_NOT_FOUND')
  }
  if (row.status === 'pending') throw new WalletFrameError('FARCASTER_PENDING')
  const claimed = await db
    .updateTable('farcaster_channels')
    .set({ status: 'done' })
    .where('token_hash', '=', row.token_hash)
    .where('status', '=', 'completed')
    .executeTakeFirst()
  if (claimed.numUpdatedRows !== 1n || row.fid === null) {
    throw new WalletFrameError('FARCASTER_CHANNEL_NOT_FOUND')
  }
  // The fid is the account: a Farcaster login is one more provider to the account rule,
  // with no email (Farcaster reports none), so it never joins an email account.
  const user = await findOrCreateSocialUser({
    db,
    clock,
    provider: 'farcaster',
    profile: { subject: row.fid, email: null, emailVerified: false, username: row.username },
  })
  return completeLogin(c, deps, {
    user,
    deviceHash,
    method: 'farcaster',
    social: { provider: 'farcaster', username: row.username },
  })
}

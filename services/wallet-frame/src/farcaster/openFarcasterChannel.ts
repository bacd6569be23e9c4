import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { z } from 'zod'
import { deviceSecretSchema } from '../auth/authSchemas'
import { deviceHashOf } from '../auth/deviceHashOf'
import { randomToken } from '../auth/randomToken'
import type { FarcasterChannelTable } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { channelConnectUrl } from './channelConnectUrl'
import type { FarcasterDeps } from './FarcasterDeps'
import { farcasterTokenHash } from './farcasterTokenHash'
import { verifierHashSchema } from './farcasterVerifier'
import { requireRegistry } from './requireRegistry'

/**
 * `POST /auth/v1/farcaster/channel`: opens a channel bound to the frame's device and to the
 * hash of a verifier the frame page keeps in memory, and answers its token and connect link.
 * Only a same-origin fetch (`Sec-Fetch-Site: same-origin`) may open one.
 * @example app.post('/auth/v1/farcaster/channel', (c) => openFarcasterChannel(c, deps))
 */
export async function openFarcasterChannel(c: Context<AppEnv>, deps: FarcasterDeps) {
  const { db, clock, hasher, config } = deps
  // Browsers add Sec-Fetch-Site and no page script can set it: a fetch from another site's page
  // is refused here, and so is a server that only forged `Origin`.
  if (c.req.header('sec-fetch-site') !== 'same-origin') {
    throw new WalletFrameError('FARCASTER_NOT_FROM_FRAME')
  }
  const body = await readJson(
    c,
    z.object({ deviceSecret: deviceSecretSchema, verifierHash: verifierHashSchema }),
  )
  await deps.limits.farcasterPerIp.take(deps.clientIp(c))
  requireRegistry(deps)
  const publicUrl = deps.publicUrl(c)
  const token = randomToken()
  const now = clock.now()
  const row: FarcasterChannelTable = {
    token_hash: farcasterTokenHash(hasher, token),
    // EIP-4361 nonces are alphanumeric.
    nonce: randomBytes(16).toString('hex'),
    domain: new URL(publicUrl).host,
    siwe_uri: publicUrl,
    device_hash: deviceHashOf(hasher, body.deviceSecret),
    status: 'pending',
    message: null,
    signature: null,
    fid: null,
    custody: null,
    username: null,
    created_at: now,
    expires_at: now + config.farcaster.channelTtlMs,
    verifier_hash: body.verifierHash,
  }
  await db.insertInto('farcaster_channels').values(row).execute()
  deps.frameMetrics.loginsStarted.inc({ method: 'farcaster' })
  return c.json({
    channelToken: token,
    url: channelConnectUrl(deps, c, token, row),
    nonce: row.nonce,
    expiresAt: row.expires_at,
  })
}

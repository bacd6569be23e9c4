import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { z } from 'zod'
import { deviceSecretSchema } from '../auth/authSchemas'
import { deviceHashOf } from '../auth/deviceHashOf'
import { randomToken } from '../auth/randomToken'
import type { FarcasterChannelTable } from '../db/Database'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { channelConnectUrl } from './channelConnectUrl'
import type { FarcasterDeps } from './FarcasterDeps'
import { farcasterTokenHash } from './farcasterTokenHash'
import { requireRegistry } from './requireRegistry'

/**
 * `POST /auth/v1/farcaster/channel`: opens a channel bound to the frame's device and answers
 * its token and connect link.
 * @example app.post('/auth/v1/farcaster/channel', (c) => openFarcasterChannel(c, deps))
 */
export async function openFarcasterChannel(c: Context<AppEnv>, deps: FarcasterDeps) {
  const { db, clock, hasher, config } = deps
  const body = await readJson(c, z.object({ deviceSecret: deviceSecretSchema }))
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

import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { z } from 'zod'
import type { AuthDeps } from '../auth/AuthDeps'
import { deviceSecretSchema } from '../auth/authSchemas'
import { randomToken } from '../auth/randomToken'
import { toUserPayload } from '../auth/toUserPayload'
import type { FarcasterChannelTable } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { findOrCreateSocialUser } from '../social/findOrCreateSocialUser'
import { farcasterConnectUrl } from './farcasterConnectUrl'
import type { IdRegistry } from './readCustody'
import { verifySiwfMessage } from './verifySiwfMessage'

const channelTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/)
const bearerSchema = z
  .string()
  .regex(/^Bearer [A-Za-z0-9_-]{32,128}$/)
  .transform((value) => value.slice('Bearer '.length))
const authenticateSchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]{130,}$/)
    .max(4096) as z.ZodType<`0x${string}`>,
  fid: z.union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,30}$/)]),
  username: z.string().min(1).max(64).optional(),
})

/**
 * Sign In With Farcaster, this service acting as the auth relay. The frame opens a channel
 * (`POST /auth/v1/farcaster/channel`, bound to its device) and shows its connect link; the
 * Farcaster wallet posts the signed message (`POST /farcaster/v1/channel/authenticate`, the
 * channel token as bearer), which is verified at once against the ID registry; anyone with the
 * token reads `GET /farcaster/v1/channel/status`; the frame redeems a completed channel once
 * for a session (`POST /auth/v1/farcaster/connect`). The `/farcaster/v1/*` routes answer any
 * origin (CORS, no credentials): the wallet is another app, and the token is the only key.
 * @example app.route('/', createFarcasterRoutes({ ...authDeps, registry }))
 */
export function createFarcasterRoutes(
  deps: AuthDeps & { registry: IdRegistry | undefined },
): Hono<AppEnv> {
  const { db, clock, hasher, config } = deps
  const app = new Hono<AppEnv>()
  const tokenHashOf = (token: string) => hasher.hash(`farcaster:${token}`)
  const deviceHashOf = (secret: string) => hasher.hash(`device:${secret}`)
  const registry = () => {
    if (!deps.registry) throw new WalletFrameError('FARCASTER_UNAVAILABLE')
    return deps.registry
  }
  const urlOf = (
    c: Parameters<AuthDeps['publicUrl']>[0],
    token: string,
    row: FarcasterChannelTable,
  ) =>
    farcasterConnectUrl({
      relay: deps.publicUrl(c),
      channelToken: token,
      nonce: row.nonce,
      domain: row.domain,
      siweUri: row.siwe_uri,
      notBefore: row.created_at,
      expirationTime: row.expires_at,
    })
  // Same answer for unknown and expired channels: a token tells nothing until it is right.
  const liveChannel = async (token: string) => {
    const row = await db
      .selectFrom('farcaster_channels')
      .selectAll()
      .where('token_hash', '=', tokenHashOf(token))
      .where('expires_at', '>', clock.now())
      .executeTakeFirst()
    if (!row) throw new WalletFrameError('FARCASTER_CHANNEL_NOT_FOUND')
    return row
  }
  const bearer = (header: string | undefined) => {
    const parsed = bearerSchema.safeParse(header)
    if (!parsed.success) throw new WalletFrameError('FARCASTER_CHANNEL_NOT_FOUND')
    return parsed.data
  }

  app.post('/auth/v1/farcaster/channel', async (c) => {
    const body = await readJson(c, z.object({ deviceSecret: deviceSecretSchema }))
    await deps.limits.farcasterPerIp.take(deps.clientIp(c))
    registry()
    const publicUrl = deps.publicUrl(c)
    const token = randomToken()
    const now = clock.now()
    const row: FarcasterChannelTable = {
      token_hash: tokenHashOf(token),
      // EIP-4361 nonces are alphanumeric.
      nonce: randomBytes(16).toString('hex'),
      domain: new URL(publicUrl).host,
      siwe_uri: publicUrl,
      device_hash: deviceHashOf(body.deviceSecret),
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
      url: urlOf(c, token, row),
      nonce: row.nonce,
      expiresAt: row.expires_at,
    })
  })

  app.use('/farcaster/v1/*', cors({ origin: '*', allowHeaders: ['authorization', 'content-type'] }))

  app.get('/farcaster/v1/channel/status', async (c) => {
    const token = bearer(c.req.header('authorization'))
    const row = await liveChannel(token)
    const done = row.status !== 'pending'
    return c.json({
      state: done ? 'completed' : 'pending',
      nonce: row.nonce,
      url: urlOf(c, token, row),
      ...(done && {
        message: row.message,
        signature: row.signature,
        fid: Number(row.fid),
        custody: row.custody,
        username: row.username,
      }),
    })
  })

  app.post('/farcaster/v1/channel/authenticate', async (c) => {
    await deps.limits.farcasterPerIp.take(deps.clientIp(c))
    const token = bearer(c.req.header('authorization'))
    const body = await readJson(c, authenticateSchema)
    const row = await liveChannel(token)
    if (row.status !== 'pending') throw new WalletFrameError('FARCASTER_ALREADY_SIGNED')
    const { fid, custody } = await verifySiwfMessage({
      message: body.message,
      signature: body.signature,
      fid: BigInt(body.fid),
      expected: { domain: row.domain, siweUri: row.siwe_uri, nonce: row.nonce },
      registry: registry(),
      now: clock.now(),
    })
    // Only the first verified message completes the channel; a second one is refused.
    const claimed = await db
      .updateTable('farcaster_channels')
      .set({
        status: 'completed',
        message: body.message,
        signature: body.signature,
        fid: fid.toString(),
        custody,
        username: body.username ?? null,
      })
      .where('token_hash', '=', row.token_hash)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (claimed.numUpdatedRows !== 1n) throw new WalletFrameError('FARCASTER_ALREADY_SIGNED')
    return c.json({ state: 'completed', fid: Number(fid) }, 201)
  })

  app.post('/auth/v1/farcaster/connect', async (c) => {
    const body = await readJson(
      c,
      z.object({ channelToken: channelTokenSchema, deviceSecret: deviceSecretSchema }),
    )
    await deps.limits.verifyPerIp.take(deps.clientIp(c))
    const row = await liveChannel(body.channelToken)
    const deviceHash = deviceHashOf(body.deviceSecret)
    // Another device's channel looks like an unknown one.
    if (!hasher.matches(row.device_hash, deviceHash)) {
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
    await db
      .insertInto('devices')
      .values({
        user_id: user.id,
        device_hash: deviceHash,
        auth_share: null,
        recovery_share: null,
        created_at: clock.now(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doNothing())
      .execute()
    const tokens = await deps.sessions.create(user.id, deviceHash, 'farcaster')
    deps.frameMetrics.loginsCompleted.inc({ method: 'farcaster' })
    return c.json({
      ...tokens,
      user: toUserPayload(user, { provider: 'farcaster', username: row.username }),
    })
  })

  return app
}

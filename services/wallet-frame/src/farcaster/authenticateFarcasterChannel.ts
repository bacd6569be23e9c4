import type { Context } from 'hono'
import { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import type { FarcasterDeps } from './FarcasterDeps'
import { findLiveChannel } from './findLiveChannel'
import { readBearerToken } from './readBearerToken'
import { requireRegistry } from './requireRegistry'
import { verifySiwfMessage } from './verifySiwfMessage'

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
 * `POST /farcaster/v1/channel/authenticate`: the Farcaster wallet posts the signed message (the
 * channel token as bearer), verified at once against the ID registry; it completes the channel.
 * @example app.post('/farcaster/v1/channel/authenticate', (c) => authenticateFarcasterChannel(c, deps))
 */
export async function authenticateFarcasterChannel(c: Context<AppEnv>, deps: FarcasterDeps) {
  const { db, clock } = deps
  await deps.limits.farcasterPerIp.take(deps.clientIp(c))
  const token = readBearerToken(c.req.header('authorization'))
  const body = await readJson(c, authenticateSchema)
  const row = await findLiveChannel(deps, token)
  if (row.status !== 'pending') throw new WalletFrameError('FARCASTER_ALREADY_SIGNED')
  const { fid, custody } = await verifySiwfMessage({
    message: body.message,
    signature: body.signature,
    fid: BigInt(body.fid),
    expected: { domain: row.domain, siweUri: row.siwe_uri, nonce: row.nonce },
    registry: requireRegistry(deps),
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
}

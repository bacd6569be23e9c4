import type { Context } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { channelConnectUrl } from './channelConnectUrl'
import type { FarcasterDeps } from './FarcasterDeps'
import { findLiveChannel } from './findLiveChannel'
import { readBearerToken } from './readBearerToken'

/**
 * `GET /farcaster/v1/channel/status`: a channel's state, and once signed its message, for
 * anyone with the token.
 * @example app.get('/farcaster/v1/channel/status', (c) => readFarcasterChannelStatus(c, deps))
 */
export async function readFarcasterChannelStatus(c: Context<AppEnv>, deps: FarcasterDeps) {
  const token = readBearerToken(c.req.header('authorization'))
  const row = await findLiveChannel(deps, token)
  const done = row.status !== 'pending'
  return c.json({
    state: done ? 'completed' : 'pending',
    nonce: row.nonce,
    url: channelConnectUrl(deps, c, token, row),
    ...(done && {
      message: row.message,
      signature: row.signature,
      fid: Number(row.fid),
      custody: row.custody,
      username: row.username,
    }),
  })
}

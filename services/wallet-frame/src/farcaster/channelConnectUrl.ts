import type { Context } from 'hono'
import type { AuthDeps } from '../auth/AuthDeps'
import type { FarcasterChannelTable } from '../db/Database'
import { farcasterConnectUrl } from './farcasterConnectUrl'

/**
 * The connect link of a channel, with this service as its relay.
 * @example const url = channelConnectUrl(deps, c, token, row)
 */
export const channelConnectUrl = (
  deps: Pick<AuthDeps, 'publicUrl'>,
  c: Context,
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

import type { Context } from 'hono'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { linkTokenSchema } from './confirmLinkPage'

/**
 * The token the confirmation form of a mailed link posts back (see `confirmLinkPage`); a
 * malformed one is `INVALID_PARAMS`.
 * @example const token = await readPostedLinkToken(c)
 */
export async function readPostedLinkToken(c: Context<AppEnv>): Promise<string> {
  const form = await c.req.parseBody()
  const token = linkTokenSchema.safeParse(form.token)
  if (!token.success) throw new WalletFrameError('INVALID_PARAMS')
  return token.data
}

import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'
import { fetchMe } from './fetchMe'

/**
 * The address of the signed-in account's key, from the service's `/auth/v1/me`; `NO_KEY` ('No
 * key on this device') while the account has none.
 * @example const eoa = await fetchKeyAddress(ctx)
 */
export async function fetchKeyAddress(ctx: FrameContext): Promise<string> {
  const user = await fetchMe(ctx)
  if (!user.address) throw new FrameRequestError('No key on this device', 'NO_KEY')
  return user.address
}

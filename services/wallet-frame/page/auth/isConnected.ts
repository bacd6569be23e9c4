import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'
import { fetchMe } from './fetchMe'

/**
 * IS_CONNECTED: whether the kept session is still good; an expired or refused one is dropped.
 * @example const { isConnected } = await isConnected(ctx)
 */
export async function isConnected(ctx: FrameContext) {
  const { storage } = ctx
  if (!storage.session()) return { isConnected: false }
  try {
    await fetchMe(ctx)
    return { isConnected: true }
  } catch (error) {
    if (
      error instanceof FrameRequestError &&
      (error.code === 'SESSION_EXPIRED' || error.code === 'UNAUTHORIZED')
    ) {
      storage.setSession(undefined)
      return { isConnected: false }
    }
    // JWT_NOT_YET_VALID and network failures reach the page as errors (Session Expired alert).
    throw error
  }
}

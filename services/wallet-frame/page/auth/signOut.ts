import { z } from 'zod'
import type { FrameContext } from '../FrameContext'
import { forgetSession } from './forgetSession'

/**
 * SIGN_OUT: ends the session on the service (a failure there is logged) and forgets it, the
 * login and the email change here.
 * @example await signOut(ctx)
 */
export async function signOut(ctx: FrameContext) {
  const { api, storage } = ctx
  if (storage.session()) {
    await api
      .call('POST', '/auth/v1/signout', { auth: true }, z.unknown())
      .catch((error: unknown) => {
        ctx.log('sign-out on the service failed; the session is dropped here anyway', error)
      })
  }
  forgetSession(ctx)
  return undefined
}

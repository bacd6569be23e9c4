import type { FrameContext } from '../FrameContext'

/**
 * Forgets, on this device, the session, a login waiting for its code and an email change under
 * way: what every way out of the account (sign-out, sign-out everywhere, removing the device)
 * leaves behind.
 * @example forgetSession(ctx)
 */
export function forgetSession({ storage }: Pick<FrameContext, 'storage'>): void {
  storage.setSession(undefined)
  storage.setLoginId(undefined)
  storage.setUpdateId(undefined)
}

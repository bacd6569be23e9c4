import { fetchMe } from './auth/fetchMe'
import { toEmbeddedUser } from './auth/toEmbeddedUser'
import type { FrameContext } from './FrameContext'
import { FrameRequestError } from './FrameRequestError'

/**
 * The recovery requests, each answered through the frame's own form (the page shows the frame
 * in place and never sees the password or the passkey's secret): PROTECT_RECOVERY has the
 * visitor protect the account with a passkey or a recovery password (self-custody: the service
 * keeps no share it can open); UNLOCK_KEY, after a login answered `RECOVERY_SETUP_REQUIRED` or
 * 'This wallet is protected…', asks what the account needs — a new account's protection
 * ('create', or the operator's notice in operator custody), an older account's ('protect'), a
 * new device's password or passkey ('unlock') — and answers the user as GET_USER.
 * @example const { PROTECT_RECOVERY, UNLOCK_KEY } = createRecoveryHandlers(ctx)
 */
export function createRecoveryHandlers(ctx: FrameContext) {
  const { keys, recoveryForm } = ctx

  return {
    async PROTECT_RECOVERY() {
      const user = await fetchMe(ctx)
      const status = await keys.recoveryStatus()
      if (status.custody === 'operator')
        throw new FrameRequestError(
          'This wallet service keeps recovery itself (custodial): it offers no protection',
        )
      if (status.protected)
        throw new FrameRequestError(
          'This wallet already has a recovery password or passkey',
          'ALREADY_PROTECTED',
        )
      try {
        // The key step asks the form: 'create' for an account with no key yet (its first key
        // comes protected), 'protect' for one this device holds.
        await keys.ensureKey(user.address, recoveryForm.ask)
        return { protected: true as const }
      } finally {
        recoveryForm.close()
      }
    },

    async UNLOCK_KEY() {
      const user = await fetchMe(ctx)
      try {
        const address = await keys.ensureKey(user.address, recoveryForm.ask)
        return await toEmbeddedUser(ctx, user, address)
      } finally {
        recoveryForm.close()
      }
    },
  }
}

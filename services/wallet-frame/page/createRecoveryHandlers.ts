import { z } from 'zod'
import { toEmbeddedUser } from './auth/toEmbeddedUser'
import type { FrameContext } from './FrameContext'
import { FrameRequestError } from './FrameRequestError'

const meSchema = z.object({
  user: z.object({
    email: z.string().nullable(),
    address: z.string().nullable(),
    authProvider: z.string().default('email'),
    userName: z.string().nullable().default(null),
  }),
})

/**
 * The recovery requests, each answered through the frame's own form (the page shows the frame
 * in place and never sees the password or the passkey's secret): PROTECT_RECOVERY has the
 * visitor protect the account with a passkey or a recovery password (self-custody: the service
 * keeps no share it can open); UNLOCK_KEY, on a new device of a protected account after login,
 * asks for the password or the passkey until the service releases the sealed shares, recovers
 * the key and answers the user as GET_USER.
 * @example const { PROTECT_RECOVERY, UNLOCK_KEY } = createRecoveryHandlers(ctx)
 */
export function createRecoveryHandlers(ctx: FrameContext) {
  const { api, keys, recoveryForm } = ctx
  const me = async () => (await api.call('GET', '/auth/v1/me', { auth: true }, meSchema)).user

  return {
    async PROTECT_RECOVERY() {
      const user = await me()
      const address = await keys.ensureKey(user.address)
      const isProtected = await keys.isRecoveryProtected(address)
      if (isProtected === undefined)
        throw new FrameRequestError(
          'This wallet service keeps recovery itself (custodial): it offers no protection',
        )
      if (isProtected)
        throw new FrameRequestError(
          'This wallet already has a recovery password or passkey',
          'ALREADY_PROTECTED',
        )
      const methods = await keys.protectionMethods()
      let problem: string | undefined
      try {
        for (;;) {
          const choice = await recoveryForm.ask({ mode: 'protect', methods, problem })
          try {
            if (choice.method === 'passkey') await keys.protectWithPasskey(address)
            else await keys.protectWithPassword(address, choice.password)
            return { protected: true as const }
          } catch (error) {
            // Network and service failures end the request; the form shows only what the
            // visitor can fix by trying again (a short password, a cancelled passkey dialog).
            if (!(error instanceof FrameRequestError) || error.coded) throw error
            problem = error.message
          }
        }
      } finally {
        recoveryForm.close()
      }
    },

    async UNLOCK_KEY() {
      const user = await me()
      try {
        const address = await keys.ensureKey(user.address, recoveryForm.ask)
        return await toEmbeddedUser(ctx, user, address)
      } finally {
        recoveryForm.close()
      }
    },
  }
}

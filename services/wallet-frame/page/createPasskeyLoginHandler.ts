import { z } from 'zod'
import { keepLogin } from './auth/keepLogin'
import { loginAnswerSchema } from './auth/loginAnswerSchema'
import { toEmbeddedUser } from './auth/toEmbeddedUser'
import type { FrameContext } from './FrameContext'
import { FrameRequestError } from './FrameRequestError'

/**
 * CONNECT_PASSKEY: sign-in with the passkey that protects a wallet (the kit's
 * `features.passkeys`). The frame asks for a click on its own button (the browser's passkey
 * dialog needs the visitor's gesture in the frame), signs in with a discoverable assertion,
 * then opens the key — on a new device with the same passkey, a second touch — and answers the
 * user as GET_USER.
 * @example const { CONNECT_PASSKEY } = createPasskeyLoginHandler(ctx)
 */
export function createPasskeyLoginHandler(ctx: FrameContext) {
  const { api, storage, recoveryForm } = ctx
  return {
    async CONNECT_PASSKEY() {
      const passkeys = ctx.passkeys
      if (!passkeys?.supported())
        throw new FrameRequestError('Passkeys are not available in this browser')
      try {
        await recoveryForm.ask({ mode: 'signIn', methods: ['passkey'] })
        const deviceSecret = storage.deviceSecret()
        const { loginId, options } = await api.call(
          'POST',
          '/auth/v1/passkey/options',
          { body: { deviceSecret } },
          z.object({ loginId: z.string(), options: z.looseObject({ challenge: z.string() }) }),
        )
        const response = await passkeys.signIn(options as never)
        const answer = await api.call(
          'POST',
          '/auth/v1/passkey/verify',
          { body: { loginId, deviceSecret, response } },
          loginAnswerSchema,
        )
        const address = await keepLogin(ctx, answer, recoveryForm.ask)
        return await toEmbeddedUser(ctx, answer.user, address)
      } finally {
        recoveryForm.close()
      }
    },
  }
}

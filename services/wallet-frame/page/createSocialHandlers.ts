import { z } from 'zod'
import { keepLogin } from './auth/keepLogin'
import { loginAnswerSchema } from './auth/loginAnswerSchema'
import { toEmbeddedUser } from './auth/toEmbeddedUser'
import type { FrameContext } from './FrameContext'
import { FrameRequestError } from './FrameRequestError'

const deviceApprovalSchema = z.object({
  action: z.literal('VERIFY_DEVICE'),
  loginId: z.string(),
  email: z.string(),
})

const expired = () =>
  new FrameRequestError('This login has expired. Please start again', 'LOGIN_NOT_FOUND')

/**
 * Social login requests of spec §7: GET_SOCIAL_REDIRECT_URI (a login for this device and this
 * page's browser-checked origin; the popup opens the service's begin page, which binds it to this
 * browser and goes on to the provider) and CONNECT_SOCIAL (the URI the popup handed the page
 * names the login only: the provider's code came to this frame directly, from the callback page
 * on its own origin, and is redeemed here with this device's secret, then the key set up or
 * recovered exactly as after an email login; on a new device of an account that holds a key and
 * has an email, `{ action: 'VERIFY_DEVICE', email }`: the mailbox approval comes first).
 * @example const social = createSocialHandlers(context); await social.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
 */
export function createSocialHandlers(ctx: FrameContext) {
  const { api, storage, socialAnswers } = ctx
  return {
    async GET_SOCIAL_REDIRECT_URI({ provider }: { provider: string }) {
      const { uri, loginId } = await api.call(
        'POST',
        '/auth/v1/social/start',
        {
          body: {
            provider,
            deviceSecret: storage.deviceSecret(),
            parentOrigin: ctx.parentOrigin,
            projectId: ctx.config.projectId,
          },
        },
        z.object({ uri: z.string(), loginId: z.string() }),
      )
      socialAnswers.expect(loginId)
      return { uri }
    },

    async CONNECT_SOCIAL({ uri }: { uri: string }) {
      const loginId = loginIdOf(uri, socialAnswers.frameOrigin)
      const answer = loginId === undefined ? undefined : await socialAnswers.take(loginId)
      if (answer === undefined) throw expired()
      const result = await api.call(
        'POST',
        '/auth/v1/social/connect',
        { body: { uri: answer, deviceSecret: storage.deviceSecret() } },
        z.union([deviceApprovalSchema, loginAnswerSchema]),
      )
      // A new device of an account with a key: the email login's approval takes over from here
      // (CONNECT_DEVICE waits for it, CONNECT_OTP signs in with the mailed code).
      if ('action' in result) {
        storage.setLoginId(result.loginId)
        return { action: result.action, email: result.email }
      }
      return toEmbeddedUser(ctx, result.user, await keepLogin(ctx, result))
    },
  }
}

// The popup's hand-back names a login of this service: `<frame origin>/social/callback?login=…`.
const loginIdOf = (uri: string, frameOrigin: string): string | undefined => {
  if (!URL.canParse(uri)) return undefined
  const url = new URL(uri)
  if (url.origin !== frameOrigin || url.pathname !== '/social/callback') return undefined
  return url.searchParams.get('login') ?? undefined
}

import { z } from 'zod'
import { toEmbeddedUser } from './createAuthHandlers'
import type { FrameContext } from './FrameContext'

const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessExpiresAt: z.number(),
})
const userSchema = z.object({
  email: z.string().nullable(),
  address: z.string().nullable(),
  authProvider: z.string(),
  userName: z.string().nullable(),
})

/**
 * Social login requests of spec §7: GET_SOCIAL_REDIRECT_URI (the provider's authorization URL
 * for the page's popup; the request's secrets stay on the service, bound to this device and
 * to the page's browser-checked origin, the only origin the callback answers to) and
 * CONNECT_SOCIAL (the callback URI the popup handed back: redeemed on the service, then the
 * key set up or recovered exactly as after an email login).
 * @example const social = createSocialHandlers(context); await social.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
 */
export function createSocialHandlers(ctx: FrameContext) {
  const { api, storage, keys } = ctx
  return {
    async GET_SOCIAL_REDIRECT_URI({ provider }: { provider: string }) {
      return api.call(
        'POST',
        '/auth/v1/social/start',
        {
          body: { provider, deviceSecret: storage.deviceSecret(), parentOrigin: ctx.parentOrigin },
        },
        z.object({ uri: z.string() }),
      )
    },

    async CONNECT_SOCIAL({ uri }: { uri: string }) {
      const { user, ...tokens } = await api.call(
        'POST',
        '/auth/v1/social/connect',
        { body: { uri, deviceSecret: storage.deviceSecret() } },
        tokensSchema.extend({ user: userSchema }),
      )
      storage.setSession(tokens)
      storage.setLoginId(undefined)
      return toEmbeddedUser(ctx, user, await keys.ensureKey(user.address))
    },
  }
}

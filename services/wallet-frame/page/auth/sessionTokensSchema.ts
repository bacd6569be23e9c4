import { z } from 'zod'

/**
 * The session tokens the service answers (every login, each refresh) and the frame keeps in its
 * origin's storage.
 * @example const tokens = sessionTokensSchema.parse(await response.json())
 */
export const sessionTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessExpiresAt: z.number(),
})

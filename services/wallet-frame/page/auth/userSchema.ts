import { z } from 'zod'

/**
 * The user as the service's auth routes answer it.
 * @example const { user } = z.object({ user: userSchema }).parse(body)
 */
export const userSchema = z.object({
  email: z.string().nullable(),
  address: z.string().nullable(),
  authProvider: z.string().default('email'),
  userName: z.string().nullable().default(null),
})

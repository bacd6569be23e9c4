import { z } from 'zod'
import type { FrameContext } from '../FrameContext'
import { userSchema } from './userSchema'

/**
 * The signed-in user, from the service's `/auth/v1/me`.
 * @example const user = await fetchMe(ctx)
 */
export async function fetchMe({ api }: FrameContext) {
  return (await api.call('GET', '/auth/v1/me', { auth: true }, z.object({ user: userSchema }))).user
}

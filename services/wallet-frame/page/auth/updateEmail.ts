import { z } from 'zod'
import type { FrameContext } from '../FrameContext'
import { assertEmail } from './assertEmail'
import { siteOf } from './siteOf'

/**
 * UPDATE_EMAIL: starts the change to a new email; a code goes to the current one first.
 * @example const { action } = await updateEmail(ctx, { email: 'new@b.co' })
 */
export async function updateEmail(ctx: FrameContext, { email }: { email: string }) {
  const { api, storage } = ctx
  const { updateId, action } = await api.call(
    'POST',
    '/auth/v1/email/update',
    { auth: true, body: { email: assertEmail(email), site: siteOf(ctx) } },
    z.object({ updateId: z.string(), action: z.literal('VERIFY_PRIMARY_OTP') }),
  )
  storage.setUpdateId(updateId)
  return { action }
}

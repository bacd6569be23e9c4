import { z } from 'zod'
import type { FrameContext } from '../FrameContext'
import { assertEmail } from './assertEmail'
import { siteOf } from './siteOf'

/**
 * CONNECT_EMAIL: starts an email login; the service answers whether a code or a device approval
 * comes next.
 * @example const { action } = await connectEmail(ctx, { email: 'a@b.co' })
 */
export async function connectEmail(ctx: FrameContext, { email }: { email: string }) {
  const { api, storage } = ctx
  const { loginId: id, action } = await api.call(
    'POST',
    '/auth/v1/login',
    {
      body: { email: assertEmail(email), deviceSecret: storage.deviceSecret(), site: siteOf(ctx) },
    },
    z.object({ loginId: z.string(), action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
  )
  storage.setLoginId(id)
  return { action }
}

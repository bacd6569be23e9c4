import { z } from 'zod'
import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'

/**
 * UPDATE_EMAIL_SECONDARY_OTP: the code mailed to the new email, which completes the change.
 * @example const { newEmail } = await verifySecondaryEmailOtp(ctx, { otp: '123456' })
 */
export async function verifySecondaryEmailOtp(ctx: FrameContext, { otp }: { otp: string }) {
  const { api, storage } = ctx
  const updateId = storage.updateId()
  if (!updateId) throw new FrameRequestError('This email change has expired. Please start again')
  const { email } = await api.call(
    'POST',
    '/auth/v1/email/update/secondary',
    { auth: true, body: { updateId, otp: otp.trim() } },
    z.object({ email: z.string() }),
  )
  storage.setUpdateId(undefined)
  return { newEmail: email }
}

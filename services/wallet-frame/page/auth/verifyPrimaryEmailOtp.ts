import { z } from 'zod'
import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'

/**
 * UPDATE_EMAIL_PRIMARY_OTP: the code mailed to the current email; one then goes to the new one.
 * @example await verifyPrimaryEmailOtp(ctx, { otp: '123456' })
 */
export async function verifyPrimaryEmailOtp(ctx: FrameContext, { otp }: { otp: string }) {
  const { api, storage } = ctx
  const updateId = storage.updateId()
  if (!updateId) throw new FrameRequestError('This email change has expired. Please start again')
  await api.call(
    'POST',
    '/auth/v1/email/update/primary',
    { auth: true, body: { updateId, otp: otp.trim() } },
    z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  )
  return undefined
}

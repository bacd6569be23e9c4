import type { FrameContext } from '../FrameContext'
import { currentLoginId } from './currentLoginId'
import { keepLogin } from './keepLogin'
import { loginAnswerSchema } from './loginAnswerSchema'

/**
 * CONNECT_OTP: verifies the mailed code, keeps the session and brings the key to this device.
 * @example await connectOtp(ctx, { otp: '123456' })
 */
export async function connectOtp(ctx: FrameContext, { otp }: { otp: string }) {
  const { api, storage } = ctx
  const answer = await api.call(
    'POST',
    '/auth/v1/login/verify',
    {
      body: { loginId: currentLoginId(ctx), otp: otp.trim(), deviceSecret: storage.deviceSecret() },
    },
    loginAnswerSchema,
  )
  await keepLogin(ctx, answer)
  return undefined
}

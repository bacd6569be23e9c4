import type { FrameContext } from '../FrameContext'
import { currentLoginId } from './currentLoginId'
import { loginAnswerSchema } from './loginAnswerSchema'

/**
 * CONNECT_OTP: verifies the mailed code, keeps the session and brings the key to this device.
 * @example await connectOtp(ctx, { otp: '123456' })
 */
export async function connectOtp(ctx: FrameContext, { otp }: { otp: string }) {
  const { api, storage, keys } = ctx
  const { user, ...tokens } = await api.call(
    'POST',
    '/auth/v1/login/verify',
    {
      body: { loginId: currentLoginId(ctx), otp: otp.trim(), deviceSecret: storage.deviceSecret() },
    },
    loginAnswerSchema,
  )
  storage.setSession(tokens)
  storage.setLoginId(undefined)
  await keys.ensureKey(user.address)
  return undefined
}

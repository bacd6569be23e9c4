import type { AuthState } from './auth/AuthState'
import { connectDevice } from './auth/connectDevice'
import { connectEmail } from './auth/connectEmail'
import { connectOtp } from './auth/connectOtp'
import { getUser } from './auth/getUser'
import { isConnected } from './auth/isConnected'
import { signOut } from './auth/signOut'
import { updateEmail } from './auth/updateEmail'
import { verifyPrimaryEmailOtp } from './auth/verifyPrimaryEmailOtp'
import { verifySecondaryEmailOtp } from './auth/verifySecondaryEmailOtp'
import type { FrameContext } from './FrameContext'

/**
 * Email login, session and account requests of spec §7: CONNECT_EMAIL, CONNECT_DEVICE,
 * CONNECT_OTP, GET_USER, IS_CONNECTED, SIGN_OUT and the three email-update steps.
 * @example const auth = createAuthHandlers(context); await auth.CONNECT_EMAIL({ email })
 */
export function createAuthHandlers(ctx: FrameContext) {
  const state: AuthState = { ctx, deviceWait: undefined }
  return {
    CONNECT_EMAIL: (payload: { email: string }) => connectEmail(ctx, payload),
    CONNECT_DEVICE: () => connectDevice(state),
    CONNECT_OTP: (payload: { otp: string }) => connectOtp(ctx, payload),
    GET_USER: (payload: Parameters<typeof getUser>[1]) => getUser(ctx, payload),
    IS_CONNECTED: () => isConnected(ctx),
    SIGN_OUT: () => signOut(ctx),
    UPDATE_EMAIL: (payload: { email: string }) => updateEmail(ctx, payload),
    UPDATE_EMAIL_PRIMARY_OTP: (payload: { otp: string }) => verifyPrimaryEmailOtp(ctx, payload),
    UPDATE_EMAIL_SECONDARY_OTP: (payload: { otp: string }) => verifySecondaryEmailOtp(ctx, payload),
  }
}

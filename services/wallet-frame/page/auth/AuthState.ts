import type { FrameContext } from '../FrameContext'

/**
 * What the email login and account actions work with: the frame, and the device approval being
 * waited for (one at a time: a second CONNECT_DEVICE joins it).
 * @example const state: AuthState = { ctx, deviceWait: undefined }
 */
export type AuthState = { ctx: FrameContext; deviceWait: Promise<void> | undefined }

/**
 * The codes the embedded wallet frame answers the page with beside its sentence: its service's
 * catalogue (a wrong code, an expired login, a cooldown…) and the frame's own refusals. The kit
 * translates by code; the sentence is the English text shown when a code is new to it.
 * @example
 * if (payload.code === 'INVALID_OTP') showHint(t('embedded.error.invalidCode'))
 */
export const FRAME_ERROR_CODES = [
  'INVALID_PARAMS',
  'INVALID_EMAIL',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_EXHAUSTED',
  'LOGIN_NOT_FOUND',
  'EMAIL_TAKEN',
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'ORIGIN_NOT_ALLOWED',
  'RPC_NOT_ALLOWED',
  'ACTION_NOT_ALLOWED',
  'USER_REJECTED',
  'COOLDOWN',
  'EMAIL_COOLDOWN',
  'RATE_LIMITED',
  'INTERNAL',
  'MAIL_FAILED',
  'UPSTREAM_UNAVAILABLE',
  'RECOVERY_SETUP_REQUIRED',
  'RECOVERY_PASSWORD_REQUIRED',
  'RECOVERY_PASSKEY_REQUIRED',
  'RECOVERY_PASSWORD_WRONG',
  'RECOVERY_PASSKEY_WRONG',
  'RECOVERY_LOCKED',
  'ALREADY_PROTECTED',
  'ONLY_RECOVERABLE_DEVICE',
  'LOGIN_NOT_FRESH',
  'RECOVERY_PROTECT_FIRST',
  'KEY_HELD_AFTER_EMAIL_CHANGE',
] as const

/**
 * One of {@link FRAME_ERROR_CODES}.
 * @example
 * const code: FrameErrorCode = 'OTP_EXPIRED'
 */
export type FrameErrorCode = (typeof FRAME_ERROR_CODES)[number]

/**
 * Whether `code` is one the kit knows (a newer frame may send codes this page does not).
 * @example
 * isFrameErrorCode('INVALID_OTP') // true
 */
export function isFrameErrorCode(code: unknown): code is FrameErrorCode {
  return typeof code === 'string' && (FRAME_ERROR_CODES as readonly string[]).includes(code)
}

import { type ErrorCatalogue, SERVER_ERROR_MESSAGES, SERVICE_ERROR_CODES } from '@portico/common'

/**
 * Every error the service answers with: a stable code, its HTTP status and default sentence.
 * The frame shows `message` to the user, so the spec's sentences are kept verbatim; the codes
 * every Portico HTTP service shares come first, from common.
 * @example ERROR_CODES.RATE_LIMITED.status // 429
 */
export const ERROR_CODES = {
  ...SERVICE_ERROR_CODES,
  INVALID_EMAIL: { status: 400, message: 'Invalid email' },
  INVALID_OTP: { status: 400, message: 'Invalid code' },
  OTP_EXPIRED: { status: 400, message: 'The code has expired. Please request a new code' },
  OTP_EXHAUSTED: {
    status: 400,
    message: 'Too many wrong codes. Please request a new code',
  },
  LOGIN_NOT_FOUND: { status: 404, message: 'This login has expired. Please start again' },
  EMAIL_TAKEN: { status: 409, message: 'This email is already in use' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  SESSION_EXPIRED: { status: 401, message: 'Session expired' },
  JWT_NOT_YET_VALID: { status: 401, message: SERVER_ERROR_MESSAGES.jwtNotYetValid },
  ORIGIN_NOT_ALLOWED: { status: 403, message: SERVER_ERROR_MESSAGES.originNotAllowed },
  RPC_NOT_ALLOWED: { status: 403, message: 'Requested RPC call is not allowed' },
  CONFLICT: { status: 409, message: 'Conflict' },
  COOLDOWN: { status: 429, message: 'Please try again later' },
  MAIL_FAILED: { status: 502, message: 'The email could not be sent. Please try again' },
  UPSTREAM_UNAVAILABLE: { status: 503, message: 'Chain RPC unavailable' },
  SOCIAL_PROVIDER_UNKNOWN: { status: 400, message: 'This social login is not available' },
  SOCIAL_LOGIN_CANCELLED: { status: 400, message: 'The social login was cancelled' },
  SOCIAL_LOGIN_FAILED: { status: 401, message: 'The social login failed. Please try again' },
  SOCIAL_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'The social login provider cannot be reached. Please try again',
  },
  FARCASTER_UNAVAILABLE: { status: 503, message: 'Farcaster sign-in is not available' },
  FARCASTER_CHANNEL_NOT_FOUND: {
    status: 401,
    message: 'This Farcaster sign-in has expired. Please start again',
  },
  FARCASTER_INVALID_MESSAGE: {
    status: 400,
    message: 'The Farcaster sign-in message does not match this request',
  },
  FARCASTER_NOT_CUSTODY: {
    status: 401,
    message: 'The message is not signed by the custody address of this Farcaster account',
  },
  FARCASTER_ALREADY_SIGNED: {
    status: 409,
    message: 'This Farcaster sign-in was already signed',
  },
  FARCASTER_PENDING: { status: 409, message: 'The Farcaster sign-in is not signed yet' },
  RECOVERY_PASSWORD_REQUIRED: {
    status: 403,
    message: 'This wallet is protected by a recovery password: enter it to use this device',
  },
  KMS_UNAVAILABLE: { status: 503, message: 'The key service is unavailable. Please try again' },
  RECOVERY_PASSWORD_WRONG: { status: 403, message: 'Wrong recovery password' },
  RECOVERY_PASSKEY_REQUIRED: {
    status: 403,
    message: 'This wallet is protected by a passkey: use it to open the wallet on this device',
  },
  ALREADY_PROTECTED: {
    status: 409,
    message: 'This wallet already has a recovery password or passkey',
  },
  ONLY_RECOVERABLE_DEVICE: {
    status: 409,
    message:
      'This is the only device your wallet can be recovered from. Open the wallet on another device first',
  },
  RECOVERY_PASSKEY_WRONG: { status: 403, message: 'This passkey does not open this wallet' },
  // Self custody: a key the KMS could open is not stored; the first key comes with its protection.
  RECOVERY_SETUP_REQUIRED: { status: 403, message: 'Protect your wallet to finish setting it up' },
  // Self custody, an account still sealed by the KMS: a login alone on a new device gets no share.
  RECOVERY_PROTECT_FIRST: {
    status: 409,
    message: 'Open your wallet on a device that holds it and protect it first',
  },
  LOGIN_NOT_FRESH: {
    status: 403,
    message: 'For your safety, sign in again to export your key',
  },
  RECOVERY_LOCKED: {
    status: 429,
    message: 'Too many wrong recovery passwords. Please try again later',
  },
  KEY_HELD_AFTER_EMAIL_CHANGE: {
    status: 403,
    message:
      "This wallet's email was changed recently: a new device gets the key once the previous email address approves it (we mailed it a link), or when the change can no longer be undone",
  },
  FARCASTER_NOT_FROM_FRAME: {
    status: 403,
    message: 'Start the Farcaster sign-in from the wallet',
  },
} as const satisfies ErrorCatalogue

/** One of the service's stable error codes. @example const c: ErrorCode = 'INVALID_OTP' */
export type ErrorCode = keyof typeof ERROR_CODES

import {
  BaseError,
  EmailCooldownError,
  EmailLoginDependencyError,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
  type FrameErrorCode,
  FrameUnknownError,
  isFrameErrorCode,
  RequestAbortedError,
  RpcCallNotAllowedError,
  SomethingWentWrongError,
  UserRejectedRequestError,
} from '@portico/common'
import { getErrorMessage } from '@portico/core'
import type { MessageKey } from '../../i18n/messages/en'
import type { Translator } from '../../i18n/Translator'

/** The page's own embedded-wallet errors, by class. */
const CLASSES: ReadonlyArray<readonly [abstract new (...args: never[]) => Error, MessageKey]> = [
  [EmbeddedWalletLoadError, 'embedded.error.loadFailed'],
  [EmbeddedWalletTimeoutError, 'embedded.error.timeout'],
  [SomethingWentWrongError, 'embedded.error.somethingWrong'],
  [RequestAbortedError, 'embedded.error.aborted'],
  [FrameUnknownError, 'embedded.error.unknown'],
  [EmailLoginDependencyError, 'embedded.error.dependency'],
  [UserRejectedRequestError, 'embedded.error.declined'],
  [RpcCallNotAllowedError, 'embedded.error.rpcNotAllowed'],
]

// The wallet frame's refusals, by the stable code it answers beside its sentence.
const FRAME_CODES: Partial<Record<FrameErrorCode, MessageKey>> = {
  INVALID_OTP: 'embedded.error.invalidCode',
  OTP_EXPIRED: 'embedded.error.codeExpired',
  OTP_EXHAUSTED: 'embedded.error.tooManyCodes',
  LOGIN_NOT_FOUND: 'embedded.error.loginExpired',
  EMAIL_TAKEN: 'embedded.error.emailTaken',
  INVALID_EMAIL: 'embedded.error.invalidEmail',
  RATE_LIMITED: 'embedded.error.tooManyRequests',
  MAIL_FAILED: 'embedded.error.mailFailed',
  SESSION_EXPIRED: 'embedded.error.sessionExpired',
  INTERNAL: 'embedded.error.unknown',
  RECOVERY_PASSWORD_REQUIRED: 'embedded.error.recoveryRequired',
  RECOVERY_SETUP_REQUIRED: 'embedded.error.recoverySetupRequired',
  RECOVERY_LOCKED: 'embedded.error.tooManyRecoveryPasswords',
  ALREADY_PROTECTED: 'embedded.error.alreadyProtected',
  LOGIN_NOT_FRESH: 'embedded.error.exportStale',
  ONLY_RECOVERABLE_DEVICE: 'embedded.error.onlyDevice',
  RECOVERY_PROTECT_FIRST: 'embedded.error.protectFirst',
  KEY_HELD_AFTER_EMAIL_CHANGE: 'embedded.error.keyHeldAfterEmailChange',
}

// The frame's answer for a service it could not read (a proxy's 502, say): no sentence of its own.
const HTTP_STATUS = /^HTTP_\d{3}$/

function describeByCode(code: string | number, sentence: string, t: Translator['t']) {
  // The mail cooldown: 'Please try again after N seconds' carries its seconds, else it is the
  // plain 'Please try again later'.
  if (code === 'COOLDOWN') {
    const seconds = /\d+/.exec(sentence)
    return seconds
      ? t('embedded.error.cooldown', { seconds: Number(seconds[0]) })
      : t('embedded.error.tryLater')
  }
  if (typeof code === 'string' && HTTP_STATUS.test(code)) return t('embedded.error.unknown')
  const key = isFrameErrorCode(code) ? FRAME_CODES[code] : undefined
  return key ? t(key) : sentence
}

/**
 * The sentence an email-wallet view shows for `error`, in the visitor's language: the known
 * errors (the page's classes, the frame's refusals by code, the 30 s email cooldown with its
 * seconds) translated, anything else as its own message.
 * @example
 * describeEmbeddedError(new EmailCooldownError({ remainingMs: 27_000 }), t)
 * // 'Please try again after 27 seconds'
 */
export function describeEmbeddedError(error: unknown, t: Translator['t']): string {
  if (error instanceof EmailCooldownError)
    return t('embedded.error.cooldown', { seconds: error.secondsLeft })
  for (const [type, key] of CLASSES) if (error instanceof type) return t(key)
  const sentence = getErrorMessage(error)
  return error instanceof BaseError ? describeByCode(error.code, sentence, t) : sentence
}

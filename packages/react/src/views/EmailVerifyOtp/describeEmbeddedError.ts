import {
  EmailCooldownError,
  EmailLoginDependencyError,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
  FrameUnknownError,
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

// The wallet frame's refusals reach the page as its English sentence only (its error codes
// stay on the frame's side), so they are recognised by that sentence.
const FRAME_SENTENCES = new Map<string, MessageKey>([
  ['Invalid code', 'embedded.error.invalidCode'],
  ['The code has expired. Please request a new code', 'embedded.error.codeExpired'],
  ['Too many wrong codes. Please request a new code', 'embedded.error.tooManyCodes'],
  ['This login has expired. Please start again', 'embedded.error.loginExpired'],
  ['This email is already in use', 'embedded.error.emailTaken'],
  ['Invalid email', 'embedded.error.invalidEmail'],
  ['Please try again later', 'embedded.error.tryLater'],
  ['Too many requests', 'embedded.error.tooManyRequests'],
  ['The email could not be sent. Please try again', 'embedded.error.mailFailed'],
  ['Session expired', 'embedded.error.sessionExpired'],
  ['An error occurred', 'embedded.error.unknown'],
  [
    'This wallet is protected by a recovery password: enter it to use this device',
    'embedded.error.recoveryRequired',
  ],
  [
    'Too many wrong recovery passwords. Please try again later',
    'embedded.error.tooManyRecoveryPasswords',
  ],
  ['This wallet already has a recovery password or passkey', 'embedded.error.alreadyProtected'],
  ['For your safety, sign in again to export your key', 'embedded.error.exportStale'],
  [
    'This is the only device your wallet can be recovered from. Open the wallet on another device first',
    'embedded.error.onlyDevice',
  ],
])

const COOLDOWN = /^Please try again after (\d+) seconds$/

/**
 * The sentence an email-wallet view shows for `error`, in the visitor's language: the known
 * errors (the page's classes, the frame's sentences, the 30 s email cooldown with its seconds)
 * translated, anything else as its own message.
 * @example
 * describeEmbeddedError(new EmailCooldownError({ remainingMs: 27_000 }), t)
 * // 'Please try again after 27 seconds'
 */
export function describeEmbeddedError(error: unknown, t: Translator['t']): string {
  if (error instanceof EmailCooldownError)
    return t('embedded.error.cooldown', { seconds: error.secondsLeft })
  for (const [type, key] of CLASSES) if (error instanceof type) return t(key)
  const sentence = getErrorMessage(error)
  const cooldown = COOLDOWN.exec(sentence)
  if (cooldown) return t('embedded.error.cooldown', { seconds: Number(cooldown[1]) })
  const key = FRAME_SENTENCES.get(sentence)
  return key ? t(key) : sentence
}

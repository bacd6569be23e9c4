import { fixedMessageError } from './fixedMessageError'

/**
 * The embedded wallet frame did not load within 20 s (spec §8); shows the matching alert.
 * @example
 * throw new EmbeddedWalletLoadError()
 */
export class EmbeddedWalletLoadError extends fixedMessageError(
  'EmbeddedWalletLoadError',
  'EMBEDDED_WALLET_LOAD',
  'Network Error - Could not load embedded wallet',
) {}

/**
 * An embedded wallet request got no answer within 30 s (spec §8); shows the matching alert.
 * @example
 * throw new EmbeddedWalletTimeoutError({ metaMessages: ['Request: ConnectEmail'] })
 */
export class EmbeddedWalletTimeoutError extends fixedMessageError(
  'EmbeddedWalletTimeoutError',
  'EMBEDDED_WALLET_TIMEOUT',
  'Embedded Wallet Request Timed Out',
) {}

/**
 * The sentence shown when an embedded wallet request is aborted (spec §8).
 * @example
 * toast.error(new SomethingWentWrongError().shortMessage)
 */
export class SomethingWentWrongError extends fixedMessageError(
  'SomethingWentWrongError',
  'SOMETHING_WENT_WRONG',
  'Something went wrong',
) {}

/**
 * A pending embedded wallet request was aborted (spec §8).
 * @example
 * signal.addEventListener('abort', () => reject(new RequestAbortedError()))
 */
export class RequestAbortedError extends fixedMessageError(
  'RequestAbortedError',
  'REQUEST_ABORTED',
  'Request was aborted',
) {}

/**
 * The frame answered with an error frame that carried no message (spec §8).
 * @example
 * reject(frame.payload.message ? new BaseError(frame.payload.message) : new FrameUnknownError())
 */
export class FrameUnknownError extends fixedMessageError(
  'FrameUnknownError',
  'FRAME_UNKNOWN',
  'An error occurred',
) {}

/**
 * The lazily loaded email-login code could not be imported (spec §8).
 * @example
 * await import('./embedded').catch((cause) => { throw new EmailLoginDependencyError({ cause }) })
 */
export class EmailLoginDependencyError extends fixedMessageError(
  'EmailLoginDependencyError',
  'EMAIL_LOGIN_DEPENDENCY',
  'Unable to load email login dependency',
) {}

/**
 * A message was posted before the frame element existed (spec §8).
 * @example
 * if (!iframe) throw new FrameIframeNotSetError()
 */
export class FrameIframeNotSetError extends fixedMessageError(
  'FrameIframeNotSetError',
  'FRAME_IFRAME_NOT_SET',
  'W3mFrame: iframe is not set',
) {}

/**
 * The frame posted a message with no parent window (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!window.parent) throw new FrameParentNotSetError()
 */
export class FrameParentNotSetError extends fixedMessageError(
  'FrameParentNotSetError',
  'FRAME_PARENT_NOT_SET',
  'W3mFrame: parent is not set',
) {}

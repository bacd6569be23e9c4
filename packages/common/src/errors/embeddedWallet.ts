import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * The embedded wallet frame did not load within 20 s (spec §8); shows the matching alert.
 * @example
 * throw new EmbeddedWalletLoadError()
 */
export class EmbeddedWalletLoadError extends BaseError {
  override name = 'EmbeddedWalletLoadError'
  override readonly code = 'EMBEDDED_WALLET_LOAD'
  constructor(args: BaseErrorParameters = {}) {
    super('Network Error - Could not load embedded wallet', args)
  }
}

/**
 * An embedded wallet request got no answer within 30 s (spec §8); shows the matching alert.
 * @example
 * throw new EmbeddedWalletTimeoutError({ metaMessages: ['Request: ConnectEmail'] })
 */
export class EmbeddedWalletTimeoutError extends BaseError {
  override name = 'EmbeddedWalletTimeoutError'
  override readonly code = 'EMBEDDED_WALLET_TIMEOUT'
  constructor(args: BaseErrorParameters = {}) {
    super('Embedded Wallet Request Timed Out', args)
  }
}

/**
 * The sentence shown when an embedded wallet request is aborted (spec §8).
 * @example
 * toast.error(new SomethingWentWrongError().shortMessage)
 */
export class SomethingWentWrongError extends BaseError {
  override name = 'SomethingWentWrongError'
  override readonly code = 'SOMETHING_WENT_WRONG'
  constructor(args: BaseErrorParameters = {}) {
    super('Something went wrong', args)
  }
}

/**
 * A pending embedded wallet request was aborted (spec §8).
 * @example
 * signal.addEventListener('abort', () => reject(new RequestAbortedError()))
 */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  override readonly code = 'REQUEST_ABORTED'
  constructor(args: BaseErrorParameters = {}) {
    super('Request was aborted', args)
  }
}

/**
 * The frame answered with an error frame that carried no message (spec §8).
 * @example
 * reject(frame.payload.message ? new BaseError(frame.payload.message) : new FrameUnknownError())
 */
export class FrameUnknownError extends BaseError {
  override name = 'FrameUnknownError'
  override readonly code = 'FRAME_UNKNOWN'
  constructor(args: BaseErrorParameters = {}) {
    super('An error occurred', args)
  }
}

/**
 * The lazily loaded email-login code could not be imported (spec §8).
 * @example
 * await import('./embedded').catch((cause) => { throw new EmailLoginDependencyError({ cause }) })
 */
export class EmailLoginDependencyError extends BaseError {
  override name = 'EmailLoginDependencyError'
  override readonly code = 'EMAIL_LOGIN_DEPENDENCY'
  constructor(args: BaseErrorParameters = {}) {
    super('Unable to load email login dependency', args)
  }
}

/**
 * A message was posted before the frame element existed (spec §8).
 * @example
 * if (!iframe) throw new FrameIframeNotSetError()
 */
export class FrameIframeNotSetError extends BaseError {
  override name = 'FrameIframeNotSetError'
  override readonly code = 'FRAME_IFRAME_NOT_SET'
  constructor(args: BaseErrorParameters = {}) {
    super('W3mFrame: iframe is not set', args)
  }
}

/**
 * The frame posted a message with no parent window (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!window.parent) throw new FrameParentNotSetError()
 */
export class FrameParentNotSetError extends BaseError {
  override name = 'FrameParentNotSetError'
  override readonly code = 'FRAME_PARENT_NOT_SET'
  constructor(args: BaseErrorParameters = {}) {
    super('W3mFrame: parent is not set', args)
  }
}

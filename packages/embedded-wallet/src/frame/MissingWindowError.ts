import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * The embedded wallet was given a document without a window (one made by `DOMParser`, or a
 * server-side stand-in): it has nowhere to put the frame or to hear its messages.
 * @example
 * if (!doc.defaultView) throw new MissingWindowError()
 */
export class MissingWindowError extends BaseError {
  override name = 'MissingWindowError'
  override readonly code = 'EMBEDDED_WALLET_NO_WINDOW'
  constructor(args: BaseErrorParameters = {}) {
    super('The embedded wallet needs a document with a window', args)
  }
}

import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * Disconnecting failed (spec §8).
 * @example
 * throw new DisconnectError({ cause: err })
 */
export class DisconnectError extends BaseError {
  static readonly code = 'INTERNAL_SDK_ERROR'
  override name = 'DisconnectError'
  override readonly code = DisconnectError.code
  constructor(args: BaseErrorParameters = {}) {
    super('Failed to disconnect', args)
  }
}

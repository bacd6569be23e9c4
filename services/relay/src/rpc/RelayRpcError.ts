import { BaseError, type BaseErrorParameters } from '@portico/common'
import { RELAY_ERRORS, type RelayErrorKey } from './relayErrorCodes'

/**
 * The one error type relay methods throw; the frame handler shapes it into a JSON-RPC error
 * `{ code, message }` with `details` as `data`.
 * @example
 * throw new RelayRpcError('MESSAGE_TOO_LARGE', { details: '600000 bytes' })
 */
export class RelayRpcError extends BaseError {
  override name = 'RelayRpcError'
  readonly key: RelayErrorKey
  override readonly code: number

  constructor(key: RelayErrorKey, args: BaseErrorParameters = {}) {
    super(RELAY_ERRORS[key].message, args)
    this.key = key
    this.code = RELAY_ERRORS[key].code
  }
}

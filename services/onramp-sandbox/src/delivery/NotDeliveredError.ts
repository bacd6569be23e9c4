import { BaseError } from '@portico/common'

/**
 * An order the sandbox cannot deliver: a chain it has no client for, or a token it does not
 * sell there.
 * @example
 * throw new NotDeliveredError('CHAIN_NOT_DELIVERED', `The sandbox does not deliver on ${chainId}`)
 */
export class NotDeliveredError extends BaseError {
  override name = 'NotDeliveredError'
  override readonly code: 'CHAIN_NOT_DELIVERED' | 'ASSET_NOT_SOLD'

  constructor(code: NotDeliveredError['code'], message: string) {
    super(message)
    this.code = code
  }
}

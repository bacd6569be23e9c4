import { CodedError } from '@portico/server'

/**
 * An order the sandbox cannot deliver: a chain it has no client for, or a token it does not
 * sell there.
 * @example
 * throw new NotDeliveredError('CHAIN_NOT_DELIVERED', `The sandbox does not deliver on ${chainId}`)
 */
export class NotDeliveredError extends CodedError<'CHAIN_NOT_DELIVERED' | 'ASSET_NOT_SOLD'> {
  override name = 'NotDeliveredError'
}

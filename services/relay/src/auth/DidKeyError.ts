import { BaseError } from '@portico/common'

/**
 * A `did:key` identifier or public key the relay cannot use: not base58btc, not ed25519, or
 * not 32 bytes.
 * @example
 * throw new DidKeyError('Issuer key is not ed25519')
 */
export class DidKeyError extends BaseError {
  override name = 'DidKeyError'
  override readonly code = 'INVALID_DID_KEY'
}

import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * A P2WPKH address was asked of a key that is not a 33-byte compressed secp256k1 public key.
 * @example
 * if (publicKey.length !== 33) throw new CompressedPublicKeyRequiredError()
 */
export class CompressedPublicKeyRequiredError extends BaseError {
  override name = 'CompressedPublicKeyRequiredError'
  override readonly code = 'COMPRESSED_PUBLIC_KEY_REQUIRED'
  constructor(args: BaseErrorParameters = {}) {
    super('P2WPKH needs a 33-byte compressed public key', args)
  }
}

import { fixedMessageError } from './fixedMessageError'

/**
 * A P2WPKH address was asked of a key that is not a 33-byte compressed secp256k1 public key.
 * @example
 * if (publicKey.length !== 33) throw new CompressedPublicKeyRequiredError()
 */
export class CompressedPublicKeyRequiredError extends fixedMessageError(
  'CompressedPublicKeyRequiredError',
  'COMPRESSED_PUBLIC_KEY_REQUIRED',
  'P2WPKH needs a 33-byte compressed public key',
) {}

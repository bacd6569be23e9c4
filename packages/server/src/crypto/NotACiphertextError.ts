import { BaseError } from '@portico/common'

/**
 * A value given to `openInContext` that is not shaped like one of its ciphertexts (another
 * prefix, or parts missing).
 * @example
 * if (error instanceof NotACiphertextError) return c.json({ code: error.code }, 400)
 */
export class NotACiphertextError extends BaseError {
  override name = 'NotACiphertextError'
  override readonly code = 'NOT_A_CIPHERTEXT'

  constructor() {
    super('not a ciphertext of this KMS')
  }
}

import { BaseError } from '@portico/common'

/**
 * A key file that does not hold a 32-byte hex key: the service refuses to start with it.
 * @example
 * throw new InvalidKeyFileError('/run/portico-kms/kms.key')
 */
export class InvalidKeyFileError extends BaseError {
  override name = 'InvalidKeyFileError'
  override readonly code = 'INVALID_KEY_FILE'
  readonly path: string

  constructor(path: string) {
    super(`${path} must hold a 32-byte hex key`)
    this.path = path
  }
}

import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * A sign-in message (or the fields it is built from) breaks the EIP-4361 / CAIP-122 format.
 * `details` names the field or line at fault.
 * @example
 * throw new InvalidSiwxMessageError({ details: 'nonce: at least 8 letters or digits' })
 */
export class InvalidSiwxMessageError extends BaseError {
  override name = 'InvalidSiwxMessageError'
  override readonly code = 'INVALID_SIWX_MESSAGE'
  constructor(args: BaseErrorParameters & { details: string }) {
    super('Invalid sign-in message', { docsPath: '/siwx#messages', ...args })
  }
}

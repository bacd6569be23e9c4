import { BaseError, type BaseErrorParameters } from './BaseError'
import { describeValue } from './describeValue'

/**
 * A string is not a valid address for the chain it is used with.
 * @example
 * throw new InvalidAddressError({ address: '0x123' })
 */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  override readonly code = 'INVALID_ADDRESS'
  constructor({ address, ...args }: BaseErrorParameters & { address: unknown }) {
    super('Invalid address', { metaMessages: [`Address: ${describeValue(address)}`], ...args })
  }
}

import { BaseError, type BaseErrorParameters } from './BaseError'
import { describeValue } from './describeValue'

/**
 * A string is not a CAIP-2 network id (`namespace:reference`, spec §5).
 * @example
 * throw new InvalidCaipNetworkIdError({ value: 'eip155' })
 */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  override readonly code = 'INVALID_CAIP_NETWORK_ID'
  constructor({ value, ...args }: BaseErrorParameters & { value: unknown }) {
    super('Invalid CAIP-2 network id', {
      metaMessages: [`Value: ${describeValue(value)}`],
      ...args,
    })
  }
}

/**
 * A string is not a CAIP-10 address (`namespace:reference:address`, known namespace, spec §5).
 * @example
 * throw new InvalidCaipAddressError({ value: 'eip155:1' })
 */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  override readonly code = 'INVALID_CAIP_ADDRESS'
  constructor({ value, ...args }: BaseErrorParameters & { value: unknown }) {
    super('Invalid CAIP-10 address', { metaMessages: [`Value: ${describeValue(value)}`], ...args })
  }
}

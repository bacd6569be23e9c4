import { BaseError, type BaseErrorParameters } from './BaseError'
import { describeValue } from './describeValue'

/**
 * A value is not a finite decimal number.
 * @example
 * throw new InvalidDecimalError({ value: 'abc' })
 */
export class InvalidDecimalError extends BaseError {
  override name = 'InvalidDecimalError'
  override readonly code = 'INVALID_DECIMAL'
  constructor({ value, ...args }: BaseErrorParameters & { value: unknown }) {
    super('Invalid number', { metaMessages: [`Value: ${describeValue(value)}`], ...args })
  }
}

import { BaseError } from '@portico/common'

/**
 * A test account of the local chain that does not exist: a negative or fractional index.
 * @example
 * throw new TestAccountError(`bad test account index ${index}`)
 */
export class TestAccountError extends BaseError {
  override name = 'TestAccountError'
  override readonly code = 'INVALID_TEST_ACCOUNT'
}

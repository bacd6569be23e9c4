import { BaseError } from '@portico/common'

/**
 * An ed25519 seed that is not 32 bytes long.
 * @example
 * if (seed.length !== 32) throw new InvalidSeedError()
 */
export class InvalidSeedError extends BaseError {
  override name = 'InvalidSeedError'
  override readonly code = 'INVALID_SEED'

  constructor() {
    super('Expected a 32-byte seed')
  }
}

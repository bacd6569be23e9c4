import { BaseError } from '@portico/common'

/**
 * A database migration found the data in a state it must not leave behind; its transaction is
 * rolled back and the service does not start.
 * @example throw new MigrationError('users rebuild broke foreign keys')
 */
export class MigrationError extends BaseError {
  override name = 'MigrationError'
  override readonly code = 'MIGRATION_FAILED'
}

import { BaseError } from '@portico/common'

/**
 * A migration failed with something that is not an Error (the migrator passes on whatever a
 * migration threw); its text is the message.
 * @example
 * if (error) throw error instanceof Error ? error : new MigrationError(error)
 */
export class MigrationError extends BaseError {
  override name = 'MigrationError'
  override readonly code = 'MIGRATION_FAILED'

  constructor(thrown: unknown) {
    super(String(thrown))
  }
}

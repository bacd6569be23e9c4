import { BaseError } from '@portico/common'

/**
 * A state the code rules out was reached (a row gone right after its insert, an entry the
 * configuration schema guarantees missing): a bug to report, never a caller's mistake.
 * @example
 * if (!record) throw new InvariantError(`Name ${name} vanished after registration`)
 */
export class InvariantError extends BaseError {
  override name = 'InvariantError'
  override readonly code = 'INVARIANT_VIOLATED'
}

import { BaseError, type BaseErrorParameters } from './BaseError'

// The options errors createPortico can throw while the page loads: kept apart from the SIWX
// errors (which only the lazily loaded actions raise) so the first load carries only these.

/**
 * The app set both `siweConfig` and `siwx` (spec §5; wording is Portico's).
 * @example
 * if (options.siweConfig && options.siwx) throw new SiwxConfigConflictError()
 */
export class SiwxConfigConflictError extends BaseError {
  override name = 'SiwxConfigConflictError'
  override readonly code = 'SIWX_CONFIG_CONFLICT'
  constructor(args: BaseErrorParameters = {}) {
    super('Cannot set both `siweConfig` and `siwx` options', args)
  }
}

import { fixedMessageError } from './fixedMessageError'

// The options errors createPortico can throw while the page loads: kept apart from the SIWX
// errors (which only the lazily loaded actions raise) so the first load carries only these.

/**
 * The app set both `siweConfig` and `siwx` (spec §5; wording is Portico's).
 * @example
 * if (options.siweConfig && options.siwx) throw new SiwxConfigConflictError()
 */
export class SiwxConfigConflictError extends fixedMessageError(
  'SiwxConfigConflictError',
  'SIWX_CONFIG_CONFLICT',
  'Cannot set both `siweConfig` and `siwx` options',
) {}

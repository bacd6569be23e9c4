import { toPorticoError } from '../errors/toPorticoError'

/**
 * Throws `error` as the Portico error it stands for; for a promise's `.catch`.
 * @example
 * await getEvmNativeBalance(parameters).catch(rethrowAsPorticoError)
 */
export function rethrowAsPorticoError(error: unknown): never {
  throw toPorticoError(error)
}

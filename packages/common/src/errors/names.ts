import { fixedMessageError } from './fixedMessageError'
import { valueMessageError } from './valueMessageError'

/**
 * Resolving an account name failed (spec §8).
 * @example
 * throw new ResolveNameError({ cause: err })
 */
export class ResolveNameError extends fixedMessageError(
  'ResolveNameError',
  'RESOLVE_NAME',
  'Error resolving name',
) {}

/**
 * A name of another zone (`vitalik.eth`) that the gateway cannot look up: it has no registry for
 * it. `zone` is the name's ending (`.eth`), for the sentence the visitor reads.
 * @example
 * throw new NameZoneNotSupportedError('.eth', { cause: err })
 */
export class NameZoneNotSupportedError extends valueMessageError(
  'NameZoneNotSupportedError',
  'NAME_ZONE_NOT_SUPPORTED',
  'zone',
  (zone) => `Names ending in ${zone} are not available here`,
) {}

/**
 * The name-suggestions call failed (spec §8).
 * @example
 * throw new NameSuggestionsError({ cause: err })
 */
export class NameSuggestionsError extends fixedMessageError(
  'NameSuggestionsError',
  'NAME_SUGGESTIONS',
  'Error fetching name suggestions',
) {}

/**
 * The reverse name lookup failed (spec §8).
 * @example
 * throw new NamesForAddressError({ cause: err })
 */
export class NamesForAddressError extends fixedMessageError(
  'NamesForAddressError',
  'NAMES_FOR_ADDRESS',
  'Error fetching names for address',
) {}

/**
 * Registering a name failed; the kit returns to the register view (spec §8).
 * @example
 * throw new RegisterNameError({ cause: err })
 */
export class RegisterNameError extends fixedMessageError(
  'RegisterNameError',
  'REGISTER_NAME',
  'Error registering name',
) {}

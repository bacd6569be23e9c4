import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * Resolving an account name failed (spec §8).
 * @example
 * throw new ResolveNameError({ cause: err })
 */
export class ResolveNameError extends BaseError {
  override name = 'ResolveNameError'
  override readonly code = 'RESOLVE_NAME'
  constructor(args: BaseErrorParameters = {}) {
    super('Error resolving name', args)
  }
}

/**
 * A name of another zone (`vitalik.eth`) that the gateway cannot look up: it has no registry for
 * it. `zone` is the name's ending (`.eth`), for the sentence the visitor reads.
 * @example
 * throw new NameZoneNotSupportedError('.eth', { cause: err })
 */
export class NameZoneNotSupportedError extends BaseError {
  override name = 'NameZoneNotSupportedError'
  override readonly code = 'NAME_ZONE_NOT_SUPPORTED'
  readonly zone: string
  constructor(zone: string, args: BaseErrorParameters = {}) {
    super(`Names ending in ${zone} are not available here`, args)
    this.zone = zone
  }
}

/**
 * The name-suggestions call failed (spec §8).
 * @example
 * throw new NameSuggestionsError({ cause: err })
 */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  override readonly code = 'NAME_SUGGESTIONS'
  constructor(args: BaseErrorParameters = {}) {
    super('Error fetching name suggestions', args)
  }
}

/**
 * The reverse name lookup failed (spec §8).
 * @example
 * throw new NamesForAddressError({ cause: err })
 */
export class NamesForAddressError extends BaseError {
  override name = 'NamesForAddressError'
  override readonly code = 'NAMES_FOR_ADDRESS'
  constructor(args: BaseErrorParameters = {}) {
    super('Error fetching names for address', args)
  }
}

/**
 * Registering a name failed; the kit returns to the register view (spec §8).
 * @example
 * throw new RegisterNameError({ cause: err })
 */
export class RegisterNameError extends BaseError {
  override name = 'RegisterNameError'
  override readonly code = 'REGISTER_NAME'
  constructor(args: BaseErrorParameters = {}) {
    super('Error registering name', args)
  }
}

import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * SIWX was used without being configured (spec §8).
 * @example
 * if (!siwx) throw new SiwxNotEnabledError()
 */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  override readonly code = 'SIWX_NOT_ENABLED'
  constructor(args: BaseErrorParameters = {}) {
    super('SIWX is not enabled', args)
  }
}

/**
 * SIWX needs an active account address (spec §5).
 * @example
 * if (!caipAddress) throw new NoActiveCaipAddressError()
 */
export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError'
  override readonly code = 'NO_ACTIVE_CAIP_ADDRESS'
  constructor(args: BaseErrorParameters = {}) {
    super('No ActiveCaipAddress found', args)
  }
}

/**
 * SIWX needs an active network and a client (spec §5).
 * @example
 * if (!network || !client) throw new NoActiveCaipNetworkOrClientError()
 */
export class NoActiveCaipNetworkOrClientError extends BaseError {
  override name = 'NoActiveCaipNetworkOrClientError'
  override readonly code = 'NO_ACTIVE_CAIP_NETWORK_OR_CLIENT'
  constructor(args: BaseErrorParameters = {}) {
    super('No ActiveCaipNetwork or client found', args)
  }
}

/**
 * SIWX needs the connection client (spec §5).
 * @example
 * if (!connectionClient) throw new NoConnectionControllerClientError()
 */
export class NoConnectionControllerClientError extends BaseError {
  override name = 'NoConnectionControllerClientError'
  override readonly code = 'NO_CONNECTION_CONTROLLER_CLIENT'
  constructor(args: BaseErrorParameters = {}) {
    super('No ConnectionController client found', args)
  }
}

/**
 * SIWX could not start; the kit disconnects and resets to Connect (spec §8).
 * @example
 * throw new SiwxInitializationError({ cause: err })
 */
export class SiwxInitializationError extends BaseError {
  static readonly event = 'SIWX_AUTH_ERROR'
  override name = 'SiwxInitializationError'
  override readonly code = 'SIWX_INITIALIZATION'
  constructor(args: BaseErrorParameters = {}) {
    super('A problem occurred while trying initialize authentication', args)
  }
}

/**
 * The user declined to sign the SIWX message (spec §8).
 * @example
 * throw new SignatureDeclinedError({ cause: rejection })
 */
export class SignatureDeclinedError extends BaseError {
  override name = 'SignatureDeclinedError'
  override readonly code = 'SIGNATURE_DECLINED'
  constructor(args: BaseErrorParameters = {}) {
    super('Signature declined', args)
  }
}

/**
 * Signing with a smart account failed, likely because the app cannot verify it (spec §8).
 * @example
 * throw new SmartAccountsNotSupportedError({ cause: err })
 */
export class SmartAccountsNotSupportedError extends BaseError {
  override name = 'SmartAccountsNotSupportedError'
  override readonly code = 'SMART_ACCOUNTS_NOT_SUPPORTED'
  constructor(args: BaseErrorParameters = {}) {
    super('This application might not support Smart Accounts', args)
  }
}

import { fixedMessageError } from './fixedMessageError'

/**
 * SIWX was used without being configured (spec §8).
 * @example
 * if (!siwx) throw new SiwxNotEnabledError()
 */
export class SiwxNotEnabledError extends fixedMessageError(
  'SiwxNotEnabledError',
  'SIWX_NOT_ENABLED',
  'SIWX is not enabled',
) {}

/**
 * SIWX needs an active account address (spec §5).
 * @example
 * if (!caipAddress) throw new NoActiveCaipAddressError()
 */
export class NoActiveCaipAddressError extends fixedMessageError(
  'NoActiveCaipAddressError',
  'NO_ACTIVE_CAIP_ADDRESS',
  'No ActiveCaipAddress found',
) {}

/**
 * SIWX needs an active network and a client (spec §5).
 * @example
 * if (!network || !client) throw new NoActiveCaipNetworkOrClientError()
 */
export class NoActiveCaipNetworkOrClientError extends fixedMessageError(
  'NoActiveCaipNetworkOrClientError',
  'NO_ACTIVE_CAIP_NETWORK_OR_CLIENT',
  'No ActiveCaipNetwork or client found',
) {}

/**
 * SIWX needs the connection client (spec §5).
 * @example
 * if (!connectionClient) throw new NoConnectionControllerClientError()
 */
export class NoConnectionControllerClientError extends fixedMessageError(
  'NoConnectionControllerClientError',
  'NO_CONNECTION_CONTROLLER_CLIENT',
  'No ConnectionController client found',
) {}

/**
 * SIWX could not start; the kit disconnects and resets to Connect (spec §8).
 * @example
 * throw new SiwxInitializationError({ cause: err })
 */
export class SiwxInitializationError extends fixedMessageError(
  'SiwxInitializationError',
  'SIWX_INITIALIZATION',
  'A problem occurred while trying initialize authentication',
) {
  static readonly event = 'SIWX_AUTH_ERROR'
}

/**
 * The user declined to sign the SIWX message (spec §8).
 * @example
 * throw new SignatureDeclinedError({ cause: rejection })
 */
export class SignatureDeclinedError extends fixedMessageError(
  'SignatureDeclinedError',
  'SIGNATURE_DECLINED',
  'Signature declined',
) {}

/**
 * Signing with a smart account failed, likely because the app cannot verify it (spec §8).
 * @example
 * throw new SmartAccountsNotSupportedError({ cause: err })
 */
export class SmartAccountsNotSupportedError extends fixedMessageError(
  'SmartAccountsNotSupportedError',
  'SMART_ACCOUNTS_NOT_SUPPORTED',
  'This application might not support Smart Accounts',
) {}

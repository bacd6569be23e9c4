import { BaseError, type BaseErrorParameters } from './BaseError'
import { fixedMessageError } from './fixedMessageError'

/**
 * No adapter is registered for the chain (spec §8).
 * @example
 * if (!adapter) throw new ChainAdapterNotFoundError()
 */
export class ChainAdapterNotFoundError extends fixedMessageError(
  'ChainAdapterNotFoundError',
  'CHAIN_ADAPTER_NOT_FOUND',
  'Chain adapter not found',
) {}

/**
 * Adapter lookup failed (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!adapter) throw new AdapterNotFoundError()
 */
export class AdapterNotFoundError extends fixedMessageError(
  'AdapterNotFoundError',
  'ADAPTER_NOT_FOUND',
  'Adapter not found',
) {}

/**
 * Neither adapter nor connector exists for the action (spec §8).
 * @example
 * if (!adapter || !connector) throw new AdapterOrConnectorNotFoundError()
 */
export class AdapterOrConnectorNotFoundError extends fixedMessageError(
  'AdapterOrConnectorNotFoundError',
  'ADAPTER_OR_CONNECTOR_NOT_FOUND',
  'Adapter or connector not found',
) {}

/**
 * The network store has no client for network actions (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!networkClient) throw new NetworkClientNotSetError()
 */
export class NetworkClientNotSetError extends fixedMessageError(
  'NetworkClientNotSetError',
  'NETWORK_CLIENT_NOT_SET',
  'NetworkController client not set',
) {}

/**
 * The connection store has no client for connection actions (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!connectionClient) throw new ConnectionClientNotSetError()
 */
export class ConnectionClientNotSetError extends fixedMessageError(
  'ConnectionClientNotSetError',
  'CONNECTION_CLIENT_NOT_SET',
  'ConnectionController client not set',
) {}

/**
 * The connection client was asked for without a chain (spec §8).
 * @example
 * if (!namespace) throw new ChainRequiredForConnectionClientError()
 */
export class ChainRequiredForConnectionClientError extends fixedMessageError(
  'ChainRequiredForConnectionClientError',
  'CHAIN_REQUIRED_FOR_CONNECTION_CLIENT',
  'Chain is required to get connection controller client',
) {}

/**
 * Account data was updated without a chain (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!namespace) throw new ChainRequiredForAccountDataError()
 */
export class ChainRequiredForAccountDataError extends fixedMessageError(
  'ChainRequiredForAccountDataError',
  'CHAIN_REQUIRED_FOR_ACCOUNT_DATA',
  'Chain is required to update chain account data',
) {}

/**
 * Neither an address nor the embedded-wallet connector is available (spec §8).
 * @example
 * if (!address || !authConnector) throw new AuthConnectorNotFoundError()
 */
export class AuthConnectorNotFoundError extends fixedMessageError(
  'AuthConnectorNotFoundError',
  'AUTH_CONNECTOR_NOT_FOUND',
  'Address or auth connector not found',
) {}

/**
 * A chain adapter was asked for an optional action it does not have (pricing token transfers,
 * sending for another signer…).
 * @example
 * if (!adapter.estimateTokenFee) throw new AdapterActionNotSupportedError({ namespace: 'eip155', action: 'estimateTokenFee' })
 */
export class AdapterActionNotSupportedError extends BaseError {
  override name = 'AdapterActionNotSupportedError'
  override readonly code = 'ADAPTER_ACTION_NOT_SUPPORTED'
  constructor(args: BaseErrorParameters & { namespace: string; action: string }) {
    const { namespace, action, ...rest } = args
    super(`The ${namespace} adapter does not support ${action}`, rest)
  }
}

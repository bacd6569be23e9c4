import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * No adapter is registered for the chain (spec §8).
 * @example
 * if (!adapter) throw new ChainAdapterNotFoundError()
 */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  override readonly code = 'CHAIN_ADAPTER_NOT_FOUND'
  constructor(args: BaseErrorParameters = {}) {
    super('Chain adapter not found', args)
  }
}

/**
 * Adapter lookup failed (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!adapter) throw new AdapterNotFoundError()
 */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  override readonly code = 'ADAPTER_NOT_FOUND'
  constructor(args: BaseErrorParameters = {}) {
    super('Adapter not found', args)
  }
}

/**
 * Neither adapter nor connector exists for the action (spec §8).
 * @example
 * if (!adapter || !connector) throw new AdapterOrConnectorNotFoundError()
 */
export class AdapterOrConnectorNotFoundError extends BaseError {
  override name = 'AdapterOrConnectorNotFoundError'
  override readonly code = 'ADAPTER_OR_CONNECTOR_NOT_FOUND'
  constructor(args: BaseErrorParameters = {}) {
    super('Adapter or connector not found', args)
  }
}

/**
 * The network store has no client for network actions (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!networkClient) throw new NetworkClientNotSetError()
 */
export class NetworkClientNotSetError extends BaseError {
  override name = 'NetworkClientNotSetError'
  override readonly code = 'NETWORK_CLIENT_NOT_SET'
  constructor(args: BaseErrorParameters = {}) {
    super('NetworkController client not set', args)
  }
}

/**
 * The connection store has no client for connection actions (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!connectionClient) throw new ConnectionClientNotSetError()
 */
export class ConnectionClientNotSetError extends BaseError {
  override name = 'ConnectionClientNotSetError'
  override readonly code = 'CONNECTION_CLIENT_NOT_SET'
  constructor(args: BaseErrorParameters = {}) {
    super('ConnectionController client not set', args)
  }
}

/**
 * The connection client was asked for without a chain (spec §8).
 * @example
 * if (!namespace) throw new ChainRequiredForConnectionClientError()
 */
export class ChainRequiredForConnectionClientError extends BaseError {
  override name = 'ChainRequiredForConnectionClientError'
  override readonly code = 'CHAIN_REQUIRED_FOR_CONNECTION_CLIENT'
  constructor(args: BaseErrorParameters = {}) {
    super('Chain is required to get connection controller client', args)
  }
}

/**
 * Account data was updated without a chain (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!namespace) throw new ChainRequiredForAccountDataError()
 */
export class ChainRequiredForAccountDataError extends BaseError {
  override name = 'ChainRequiredForAccountDataError'
  override readonly code = 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  constructor(args: BaseErrorParameters = {}) {
    super('Chain is required to update chain account data', args)
  }
}

/**
 * Neither an address nor the embedded-wallet connector is available (spec §8).
 * @example
 * if (!address || !authConnector) throw new AuthConnectorNotFoundError()
 */
export class AuthConnectorNotFoundError extends BaseError {
  override name = 'AuthConnectorNotFoundError'
  override readonly code = 'AUTH_CONNECTOR_NOT_FOUND'
  constructor(args: BaseErrorParameters = {}) {
    super('Address or auth connector not found', args)
  }
}

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

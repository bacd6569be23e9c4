import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * The requested network is not among the configured ones (spec §8).
 * @example
 * if (!network) throw new NetworkNotFoundError()
 */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  override readonly code = 'NETWORK_NOT_FOUND'
  constructor(args: BaseErrorParameters = {}) {
    super('Network not found', args)
  }
}

/**
 * No CaipNetwork matches the requested id (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!caipNetwork) throw new CaipNetworkNotFoundError()
 */
export class CaipNetworkNotFoundError extends BaseError {
  override name = 'CaipNetworkNotFoundError'
  override readonly code = 'CAIP_NETWORK_NOT_FOUND'
  constructor(args: BaseErrorParameters = {}) {
    super('CaipNetwork not found', args)
  }
}

/**
 * An action needs both the active network and address (spec §8).
 * @example
 * if (!caipNetwork || !caipAddress) throw new CaipNetworkOrAddressUndefinedError()
 */
export class CaipNetworkOrAddressUndefinedError extends BaseError {
  override name = 'CaipNetworkOrAddressUndefinedError'
  override readonly code = 'CAIP_NETWORK_OR_ADDRESS_UNDEFINED'
  constructor(args: BaseErrorParameters = {}) {
    super('CaipNetwork or CaipAddress is undefined', args)
  }
}

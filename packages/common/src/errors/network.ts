import { fixedMessageError } from './fixedMessageError'

/**
 * The requested network is not among the configured ones (spec §8).
 * @example
 * if (!network) throw new NetworkNotFoundError()
 */
export class NetworkNotFoundError extends fixedMessageError(
  'NetworkNotFoundError',
  'NETWORK_NOT_FOUND',
  'Network not found',
) {}

/**
 * No CaipNetwork matches the requested id (spec §8). Nothing in Portico raises it: see errors/README.md.
 * @example
 * if (!caipNetwork) throw new CaipNetworkNotFoundError()
 */
export class CaipNetworkNotFoundError extends fixedMessageError(
  'CaipNetworkNotFoundError',
  'CAIP_NETWORK_NOT_FOUND',
  'CaipNetwork not found',
) {}

/**
 * An action needs both the active network and address (spec §8).
 * @example
 * if (!caipNetwork || !caipAddress) throw new CaipNetworkOrAddressUndefinedError()
 */
export class CaipNetworkOrAddressUndefinedError extends fixedMessageError(
  'CaipNetworkOrAddressUndefinedError',
  'CAIP_NETWORK_OR_ADDRESS_UNDEFINED',
  'CaipNetwork or CaipAddress is undefined',
) {}

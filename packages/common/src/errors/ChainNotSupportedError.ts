import { fixedMessageError } from './fixedMessageError'

/**
 * The chain is not supported by the adapter or wallet (spec §8).
 * @example
 * throw new ChainNotSupportedError({ metaMessages: [`Chain: ${caipNetworkId}`] })
 */
export class ChainNotSupportedError extends fixedMessageError(
  'ChainNotSupportedError',
  'CHAIN_NOT_SUPPORTED',
  'Chain is not supported',
) {}

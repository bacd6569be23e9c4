import { fixedMessageError } from './fixedMessageError'

/**
 * No RPC url is known for the requested chain (spec §8).
 * @example
 * if (!rpcUrl) throw new NoRpcUrlError({ metaMessages: [`Chain: ${chainId}`] })
 */
export class NoRpcUrlError extends fixedMessageError(
  'NoRpcUrlError',
  'NO_RPC_URL',
  'No RPC url provided for chainId',
) {}

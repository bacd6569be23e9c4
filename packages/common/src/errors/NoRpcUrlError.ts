import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * No RPC url is known for the requested chain (spec §8).
 * @example
 * if (!rpcUrl) throw new NoRpcUrlError({ metaMessages: [`Chain: ${chainId}`] })
 */
export class NoRpcUrlError extends BaseError {
  override name = 'NoRpcUrlError'
  override readonly code = 'NO_RPC_URL'
  constructor(args: BaseErrorParameters = {}) {
    super('No RPC url provided for chainId', args)
  }
}

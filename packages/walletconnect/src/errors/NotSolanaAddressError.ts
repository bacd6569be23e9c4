import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * A value that must be a Solana address (base58, 32 bytes) is not one; `what` names it.
 * @example
 * throw new NotSolanaAddressError('The account', '0x1234')
 */
export class NotSolanaAddressError extends BaseError {
  override name = 'NotSolanaAddressError'
  override readonly code = 'WALLET_CONNECT_NOT_SOLANA_ADDRESS'
  constructor(what: string, value: string, args: BaseErrorParameters = {}) {
    super(`${what} is not a Solana address: ${value}`, args)
  }
}

import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * A send without amount or receiver (spec §5).
 * @example
 * if (!amount || !receiver) throw new SendAmountAndReceiverRequiredError()
 */
export class SendAmountAndReceiverRequiredError extends BaseError {
  override name = 'SendAmountAndReceiverRequiredError'
  override readonly code = 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'
  constructor(args: BaseErrorParameters = {}) {
    super('An amount and receiver address are required', args)
  }
}

/**
 * An EVM send without a token (spec §5).
 * @example
 * if (!token) throw new SendTokenRequiredError()
 */
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError'
  override readonly code = 'SEND_TOKEN_REQUIRED'
  constructor(args: BaseErrorParameters = {}) {
    super('A token is required', args)
  }
}

/**
 * A send on a namespace other than eip155 or solana (spec §5).
 * @example
 * if (!NAMESPACE_FEATURES.send.includes(ns)) throw new UnsupportedSendChainError()
 */
export class UnsupportedSendChainError extends BaseError {
  override name = 'UnsupportedSendChainError'
  override readonly code = 'UNSUPPORTED_SEND_CHAIN'
  constructor(args: BaseErrorParameters = {}) {
    super('Unsupported chain', args)
  }
}

/**
 * The network's node refused a signed transaction (a policy or consensus rule: an output not
 * yet spendable, a fee too low…). The sentence the visitor sees names the node's reason, so it
 * is never taken for a decline in the wallet.
 * @example
 * throw new TransactionRefusedError('bad-txns-premature-spend-of-coinbase')
 */
export class TransactionRefusedError extends BaseError {
  override name = 'TransactionRefusedError'
  override readonly code = 'TRANSACTION_REFUSED'
  readonly reason: string
  constructor(reason: string, args: BaseErrorParameters = {}) {
    super(`The network refused the transaction: ${reason}`, args)
    this.reason = reason
  }
}

/**
 * An ERC-20 token's `transfer`, simulated before the wallet is asked, answered false: the token
 * would not move the amount.
 * @example
 * if (answer === false) throw new TokenTransferRefusedError()
 */
export class TokenTransferRefusedError extends BaseError {
  override name = 'TokenTransferRefusedError'
  override readonly code = 'TOKEN_TRANSFER_REFUSED'
  constructor(args: BaseErrorParameters = {}) {
    super('The token refused the transfer.', args)
  }
}

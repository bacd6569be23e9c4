import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * A send without amount or receiver (spec §5).
 * @example
 * if (!amount || !receiver) throw new SendAmountAndReceiverRequiredError()
 */
export class SendAmountAndReceiverRequiredError extends BaseError {
  override name = 'SendAmountAndReceiverRequiredError'
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
  readonly reason: string
  constructor(reason: string, args: BaseErrorParameters = {}) {
    super(`The network refused the transaction: ${reason}`, args)
    this.reason = reason
  }
}

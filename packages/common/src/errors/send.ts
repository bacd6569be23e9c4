import { fixedMessageError } from './fixedMessageError'
import { valueMessageError } from './valueMessageError'

/**
 * A send without amount or receiver (spec §5).
 * @example
 * if (!amount || !receiver) throw new SendAmountAndReceiverRequiredError()
 */
export class SendAmountAndReceiverRequiredError extends fixedMessageError(
  'SendAmountAndReceiverRequiredError',
  'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
  'An amount and receiver address are required',
) {}

/**
 * An EVM send without a token (spec §5).
 * @example
 * if (!token) throw new SendTokenRequiredError()
 */
export class SendTokenRequiredError extends fixedMessageError(
  'SendTokenRequiredError',
  'SEND_TOKEN_REQUIRED',
  'A token is required',
) {}

/**
 * A send on a namespace other than eip155 or solana (spec §5).
 * @example
 * if (!NAMESPACE_FEATURES.send.includes(ns)) throw new UnsupportedSendChainError()
 */
export class UnsupportedSendChainError extends fixedMessageError(
  'UnsupportedSendChainError',
  'UNSUPPORTED_SEND_CHAIN',
  'Unsupported chain',
) {}

/**
 * The network's node refused a signed transaction (a policy or consensus rule: an output not
 * yet spendable, a fee too low…). The sentence the visitor sees names the node's reason, so it
 * is never taken for a decline in the wallet.
 * @example
 * throw new TransactionRefusedError('bad-txns-premature-spend-of-coinbase')
 */
export class TransactionRefusedError extends valueMessageError(
  'TransactionRefusedError',
  'TRANSACTION_REFUSED',
  'reason',
  (reason) => `The network refused the transaction: ${reason}`,
) {}

/**
 * An ERC-20 token's `transfer`, simulated before the wallet is asked, answered false: the token
 * would not move the amount.
 * @example
 * if (answer === false) throw new TokenTransferRefusedError()
 */
export class TokenTransferRefusedError extends fixedMessageError(
  'TokenTransferRefusedError',
  'TOKEN_TRANSFER_REFUSED',
  'The token refused the transfer.',
) {}

import { BaseError, type BaseErrorParameters, fixedMessageError } from '@portico/common'

/**
 * A transfer was asked from an address type it cannot spend (only P2WPKH and P2TR are built).
 * @example
 * if (sender?.type !== 'p2wpkh') throw new UnsupportedSenderAddressError()
 */
export class UnsupportedSenderAddressError extends fixedMessageError(
  'UnsupportedSenderAddressError',
  'BITCOIN_UNSUPPORTED_SENDER_ADDRESS',
  'Transfers are sent from P2WPKH (payment) or P2TR addresses',
) {}

/**
 * The receiver is not an address of the transfer's network.
 * @example
 * throw new ReceiverAddressError({ networkName: 'Bitcoin', address: 'tb1q…' })
 */
export class ReceiverAddressError extends BaseError {
  override name = 'ReceiverAddressError'
  override readonly code = 'BITCOIN_INVALID_RECEIVER_ADDRESS'
  constructor(target: { networkName: string; address: string }, args: BaseErrorParameters = {}) {
    super(`Not an address of ${target.networkName}: ${target.address}`, args)
  }
}

/**
 * A transfer of zero or fewer satoshis.
 * @example
 * if (amount <= 0n) throw new NonPositiveAmountError()
 */
export class NonPositiveAmountError extends fixedMessageError(
  'NonPositiveAmountError',
  'BITCOIN_NON_POSITIVE_AMOUNT',
  'The amount must be positive',
) {}

/**
 * The sender's outputs do not cover the amount and the fee.
 * @example
 * if (total < amount + fee) throw new InsufficientBalanceError()
 */
export class InsufficientBalanceError extends fixedMessageError(
  'InsufficientBalanceError',
  'BITCOIN_INSUFFICIENT_BALANCE',
  'Insufficient balance for this transfer and its fee',
) {}

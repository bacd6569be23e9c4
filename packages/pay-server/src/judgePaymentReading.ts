import { formatUnits, type PaymentReading } from '@portico/common'
import type { PaymentVerification } from './PaymentVerification'
import { refusePayment } from './refusePayment'

/**
 * What the chain's reading of a transaction says against the expected units: the refusal, or
 * undefined when it paid them with enough confirmations.
 * @example
 * const failure = judgePaymentReading(reading, { txHash, units, decimals, minConfirmations: 1 })
 */
export function judgePaymentReading(
  reading: PaymentReading,
  {
    txHash,
    units,
    decimals,
    minConfirmations,
  }: { txHash: string; units: bigint; decimals: number; minConfirmations: number },
): PaymentVerification | undefined {
  switch (reading.status) {
    case 'NOT_FOUND':
      return refusePayment('NOT_FOUND', `The chain has no transaction ${txHash}`)
    case 'PENDING':
      return refusePayment('PENDING', `Transaction ${txHash} is not mined yet`)
    case 'UNBOUND':
      return refusePayment(
        'MISMATCH',
        `Transaction ${txHash} does not carry the payment's reference: it was made for another payment`,
      )
    case 'REVERTED':
      return refusePayment('REVERTED', `Transaction ${txHash} reverted`)
    case 'MINED':
      if (reading.paid === 0n) {
        return reading.wrong === 'ASSET'
          ? refusePayment(
              'WRONG_ASSET',
              `Transaction ${txHash} paid the recipient in another asset`,
            )
          : refusePayment('WRONG_RECIPIENT', `Transaction ${txHash} did not pay the recipient`)
      }
      if (reading.paid < units) {
        return refusePayment(
          'AMOUNT_SHORT',
          `Transaction ${txHash} paid ${formatUnits(reading.paid, decimals)} of ${formatUnits(units, decimals)}`,
        )
      }
      if (reading.confirmations < minConfirmations) {
        return refusePayment(
          'UNCONFIRMED',
          `Transaction ${txHash} has ${reading.confirmations} of ${minConfirmations} confirmations`,
        )
      }
      return undefined
  }
}

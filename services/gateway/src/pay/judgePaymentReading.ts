import { formatUnits, type PaymentReading } from '@portico/common'
import type { PaymentChange } from './createPaymentStore'
import type { PaymentTable } from './PayDatabase'

/**
 * What the chain's reading of a payment's transaction means for the payment: SUCCESS when a
 * successful transaction mined after the payment was made paid the recipient at least the
 * amount in the asset and has the confirmations asked; FAILED with the reason when it reverted,
 * predates the payment, paid another recipient or asset, paid short, or was never found before
 * the payment expired; undefined (no change) while it waits.
 * @example
 * judgePaymentReading(row, await readPayment(…), { confirmations: 1, expired: false })
 * // { status: 'SUCCESS', paid_from: '0xf39f…', failure_reason: null }
 */
export function judgePaymentReading(
  row: PaymentTable,
  reading: PaymentReading,
  options: { confirmations: number; expired: boolean },
): PaymentChange | undefined {
  const failed = (reason: string): PaymentChange => ({ status: 'FAILED', failure_reason: reason })
  switch (reading.status) {
    case 'NOT_FOUND':
      return options.expired ? failed('The transaction was not found on chain') : undefined
    case 'PENDING':
      return undefined
    // Refused when attached (assertBoundTransaction), and an input never changes: a safeguard.
    case 'UNBOUND':
      return failed("The transaction does not carry this payment's reference")
    case 'REVERTED':
      return failed('The transaction reverted')
    case 'MINED': {
      if (reading.blockNumber <= BigInt(row.start_block)) {
        return failed('The transaction was made before the payment')
      }
      if (reading.paid === 0n) {
        return failed(
          reading.wrong === 'ASSET'
            ? 'The transaction paid in another asset'
            : 'The transaction did not pay the recipient',
        )
      }
      if (reading.paid < BigInt(row.units)) {
        return failed(
          `The transaction paid ${formatUnits(reading.paid, row.decimals)} of ${row.amount}`,
        )
      }
      if (reading.confirmations < options.confirmations) return undefined
      return { status: 'SUCCESS', paid_from: reading.from ?? null, failure_reason: null }
    }
  }
}

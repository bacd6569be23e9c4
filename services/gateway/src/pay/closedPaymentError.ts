import { GatewayError } from '../errors/GatewayError'
import type { PaymentTable } from './PayDatabase'

/**
 * PAYMENT_CLOSED for a payment that already has its transaction or is over.
 * @example
 * if (row.tx_hash) throw closedPaymentError(row)
 */
export const closedPaymentError = (row: PaymentTable) =>
  new GatewayError('PAYMENT_CLOSED', {
    message: `Payment ${row.id} already has its transaction or is over (${row.status})`,
  })

/**
 * A payment still waiting to be paid (PENDING) or being paid (IN_PROGRESS).
 * @example
 * if (!isOpenPayment(row)) throw closedPaymentError(row)
 */
export const isOpenPayment = (row: PaymentTable) =>
  row.status === 'PENDING' || row.status === 'IN_PROGRESS'

import type { PaymentRecord } from '@portico/common/schemas/api'
import type { PaymentTable } from './PayDatabase'

/**
 * A stored payment as the Pay API answers it (paymentRecordSchema): optional fields only when
 * set.
 * @example
 * return c.json(toPaymentRecord(row))
 */
export function toPaymentRecord(row: PaymentTable): PaymentRecord {
  return {
    id: row.id,
    network: row.network,
    asset: row.asset,
    amount: row.amount,
    decimals: row.decimals,
    recipient: row.recipient,
    status: row.status,
    ...(row.method ? { method: row.method } : {}),
    ...(row.exchange_id ? { exchangeId: row.exchange_id } : {}),
    ...(row.tx_hash ? { txHash: row.tx_hash } : {}),
    ...(row.failure_reason ? { failureReason: row.failure_reason } : {}),
    ...(row.reference ? { reference: row.reference } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

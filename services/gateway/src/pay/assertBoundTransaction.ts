import { GatewayError } from '../errors/GatewayError'
import type { PaymentTable } from './PayDatabase'
import type { PayNetwork } from './PayNetwork'
import { readPaymentRow } from './readPaymentRow'

/**
 * Refuses a wallet's EVM transaction that was not made for this payment before it is attached:
 * its input must carry the payment's reference (`carriesPaymentReference`), or anyone who saw a
 * visitor's transaction in the mempool could attach it to a payment of their own first — the
 * visitor's payment refused, the copy verified. 409 PAYMENT_TRANSACTION_NOT_BOUND then, and the
 * payment stays open (failing it would let anyone fail a payment whose id they know). A
 * transaction the node does not know yet cannot be judged: 409 PAYMENT_TRANSACTION_UNKNOWN, the
 * caller tries again. Payments without a reference (Solana, or made before references) pass.
 * @example
 * await assertBoundTransaction(row, network, '0x…')
 */
export async function assertBoundTransaction(
  row: PaymentTable,
  network: PayNetwork,
  txHash: string,
): Promise<void> {
  if (network.namespace !== 'eip155' || !row.reference) return
  const reading = await readPaymentRow({ ...row, method: 'wallet' }, network, txHash)
  if (reading.status === 'NOT_FOUND') throw new GatewayError('PAYMENT_TRANSACTION_UNKNOWN')
  if (reading.status === 'UNBOUND') throw new GatewayError('PAYMENT_TRANSACTION_NOT_BOUND')
}

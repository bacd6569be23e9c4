import { type PaymentReading, readPayment } from '@portico/common'
import type { PaymentTable } from './PayDatabase'
import type { PayNetwork } from './PayNetwork'

/**
 * What `txHash` paid a stored payment, read from its network's node: the payment's asset and
 * recipient, its amount as the minimum, and the reference that binds the transaction when the
 * way of paying has one: on Solana the Solana Pay key of a QR payment (a wallet's transfer,
 * attached after the visitor left the QR code, names none); on EVM a wallet's 16 bytes.
 * @example
 * const reading = await readPaymentRow(row, network, '0x…')
 */
export function readPaymentRow(
  row: PaymentTable,
  network: PayNetwork,
  txHash: string,
): Promise<PaymentReading> {
  return readPayment({
    request: network.request,
    network: row.network,
    txHash,
    asset: row.asset,
    recipient: row.recipient,
    minimum: BigInt(row.units),
    ...(row.reference && row.method === (row.network.startsWith('solana:') ? 'qr' : 'wallet')
      ? { reference: row.reference }
      : {}),
  })
}

import type { JsonRpcRequest } from './JsonRpcRequest'
import type { PaymentAssetId } from './PaymentReading'

/**
 * What reading a payment takes: the node to ask through, the transaction (an EVM hash or a Solana
 * signature), and what it should have paid whom. `minimum` (base units) is what would count as
 * paid; `reference` is what ties the transaction to its payment (on EVM 16 bytes, hex, its input
 * must carry; on Solana a Solana Pay reference key it must name).
 * @example
 * const args: ReadPaymentArgs = { request, txHash, asset: 'native', recipient, minimum: 10n ** 16n }
 */
export type ReadPaymentArgs = {
  request: JsonRpcRequest
  txHash: string
  asset: PaymentAssetId
  recipient: string
  minimum?: bigint | undefined
  reference?: string | undefined
}

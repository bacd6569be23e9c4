import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { ChainNotSupportedError } from '../errors/ChainNotSupportedError'
import type { JsonRpcRequest } from './JsonRpcRequest'
import type { PaymentAssetId, PaymentReading } from './PaymentReading'
import { readEvmPayment } from './readEvmPayment'
import { readSolanaPayment } from './readSolanaPayment'

/**
 * Reads what a transaction (an EVM hash or a Solana signature) paid `recipient` in `asset` on
 * `network` (CAIP-2), through that network's node: {@link readEvmPayment} for eip155,
 * {@link readSolanaPayment} for solana. Throws ChainNotSupportedError on another namespace.
 * @example
 * const reading = await readPayment({ request, network: 'eip155:31337', txHash, asset: 'native', recipient, minimum })
 */
export async function readPayment(args: {
  request: JsonRpcRequest
  network: string
  txHash: string
  asset: PaymentAssetId
  recipient: string
  minimum?: bigint | undefined
  /**
   * What ties the transaction to its payment: on Solana a Solana Pay reference key the
   * transaction must name (else it pays nothing); on EVM 16 bytes (hex) its input must carry
   * (else the reading is `UNBOUND`).
   */
  reference?: string | undefined
}): Promise<PaymentReading> {
  const { chainNamespace } = parseCaipNetworkId(args.network)
  if (chainNamespace === 'eip155') return readEvmPayment(args)
  if (chainNamespace === 'solana') return readSolanaPayment({ ...args, signature: args.txHash })
  throw new ChainNotSupportedError({ metaMessages: [`Payments on ${args.network} are not read`] })
}

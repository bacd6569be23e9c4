import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { ChainNotSupportedError } from '../errors/ChainNotSupportedError'
import type { PaymentReading } from './PaymentReading'
import type { ReadPaymentArgs } from './ReadPaymentArgs'
import { readEvmPayment } from './readEvmPayment'
import { readSolanaPayment } from './readSolanaPayment'

/**
 * Reads what a transaction (an EVM hash or a Solana signature) paid `recipient` in `asset` on
 * `network` (CAIP-2), through that network's node: {@link readEvmPayment} for eip155,
 * {@link readSolanaPayment} for solana. Throws ChainNotSupportedError on another namespace.
 * @example
 * const reading = await readPayment({ request, network: 'eip155:31337', txHash, asset: 'native', recipient, minimum })
 */
export async function readPayment(
  // Without its reference a Solana transaction pays nothing; an EVM one reads as `UNBOUND`.
  args: ReadPaymentArgs & { network: string },
): Promise<PaymentReading> {
  const { chainNamespace } = parseCaipNetworkId(args.network)
  if (chainNamespace === 'eip155') return readEvmPayment(args)
  if (chainNamespace === 'solana') return readSolanaPayment({ ...args, signature: args.txHash })
  throw new ChainNotSupportedError({ metaMessages: [`Payments on ${args.network} are not read`] })
}

import type { AdapterTransaction } from '@portico/core'
import type { BitcoinState } from '../internal/bitcoinState'
import { prepareTransfer } from './prepareTransfer'

/**
 * The fee of the transfer sendTransfer would send, in satoshis (the change below dust included).
 * @example
 * const { fee } = await estimateTransferFee(state, { caipNetwork, from, to, value: 10_000n })
 */
export async function estimateTransferFee(
  state: Pick<BitcoinState, 'session' | 'parameters' | 'params' | 'context'>,
  tx: Pick<AdapterTransaction, 'caipNetwork' | 'from' | 'to' | 'value'>,
): Promise<{ fee: bigint }> {
  const { built } = await prepareTransfer(state, tx)
  return { fee: built.fee }
}

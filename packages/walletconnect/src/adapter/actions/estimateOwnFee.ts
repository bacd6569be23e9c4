import { ChainNotSupportedError } from '@portico/common'
import type { AdapterTransaction, FeeEstimate } from '@portico/core'
import type { ComposedAdapterState } from '../ComposedAdapterState'
import { requireFamily } from '../internal/requireFamily'

/**
 * The fee of a transaction when WalletConnect is the only way in: the family's estimate, or a
 * ChainNotSupportedError where fees come from the chain adapter.
 * @example
 * const { fee } = await estimateOwnFee(state, { caipNetwork, from, to, value: 1n })
 */
export async function estimateOwnFee(
  state: ComposedAdapterState,
  transaction: AdapterTransaction,
): Promise<FeeEstimate> {
  const { estimateFee } = await requireFamily(state)
  if (!estimateFee) {
    throw new ChainNotSupportedError({
      metaMessages: [`Fees on ${state.namespace} come from the ${state.namespace} chain adapter.`],
    })
  }
  return estimateFee(transaction)
}

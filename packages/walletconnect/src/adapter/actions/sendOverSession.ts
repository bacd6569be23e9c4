import { ChainNotSupportedError } from '@portico/common'
import type { AdapterTransaction } from '@portico/core'
import type { ComposedAdapterState } from '../ComposedAdapterState'
import { buildWithInner } from '../internal/buildWithInner'
import { requireFamily } from '../internal/requireFamily'

/**
 * Sends a native transfer or contract call through the WalletConnect session: the family sends
 * it, or (a family that only signs) the inner adapter builds it and the session signs it.
 * @example
 * const hash = await sendOverSession(state, { caipNetwork, from, to, value: 1n })
 */
export async function sendOverSession(
  state: ComposedAdapterState,
  transaction: AdapterTransaction,
): Promise<string> {
  const { sendTransaction, signAndSend } = await requireFamily(state)
  if (signAndSend) {
    const { caipNetwork, from, to, value } = transaction
    return buildWithInner(state, signAndSend)({ caipNetwork, from, to, value })
  }
  if (!sendTransaction) throw new ChainNotSupportedError()
  return sendTransaction(state.walletConnect, transaction)
}

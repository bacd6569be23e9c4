import type { CaipNetwork } from '@portico/common'
import { toPorticoError } from '../errors/toPorticoError'
import { loadSolanaActions } from '../internal/loadSolanaActions'
import { networkOf, rpcUrlOf } from '../internal/networkOf'
import type { SolanaState } from '../internal/solanaState'

/**
 * What an SPL transfer costs its sender in lamports: the cluster's fee plus the rent of the
 * receiver's token account when the transfer creates it.
 * @example
 * const { fee } = await estimateTokenFee(state, { caipNetwork, from, to, tokenAddress, amount: 1n })
 */
export async function estimateTokenFee(
  state: Pick<SolanaState, 'networks' | 'loading'>,
  parameters: {
    caipNetwork: CaipNetwork
    from: string
    to: string
    tokenAddress: string
    amount: bigint
  },
): Promise<{ fee: bigint }> {
  try {
    const rpcUrl = rpcUrlOf(networkOf(state, parameters.caipNetwork.id))
    const { from, to, tokenAddress: mint, amount } = parameters
    const transfer = { from, to, mint, amount }
    return { fee: await (await loadSolanaActions(state)).tokenTransferCost(rpcUrl, transfer) }
  } catch (error) {
    throw toPorticoError(error)
  }
}

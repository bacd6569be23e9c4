import type { CaipNetwork } from '@portico/common'
import { toPorticoError } from '../errors/toPorticoError'
import { loadSolanaActions } from '../internal/loadSolanaActions'
import { networkOf, rpcUrlOf } from '../internal/networkOf'
import type { SolanaState } from '../internal/solanaState'

/**
 * What a SOL transfer costs its sender beyond the amount: the cluster's fee, in lamports.
 * @example
 * const { fee } = await estimateTransferFee(state, { caipNetwork, from, to, value: 1_000n })
 */
export async function estimateTransferFee(
  state: Pick<SolanaState, 'networks' | 'loading'>,
  parameters: { caipNetwork: CaipNetwork; from: string; to: string; value: bigint },
): Promise<{ fee: bigint }> {
  try {
    const rpcUrl = rpcUrlOf(networkOf(state, parameters.caipNetwork.id))
    const transfer = { from: parameters.from, to: parameters.to, lamports: parameters.value }
    return { fee: await (await loadSolanaActions(state)).solTransferFee(rpcUrl, transfer) }
  } catch (error) {
    throw toPorticoError(error)
  }
}

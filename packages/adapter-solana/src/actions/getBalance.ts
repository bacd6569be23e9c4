import { type CaipNetwork, formatUnits } from '@portico/common'
import { toPorticoError } from '../errors/toPorticoError'
import { loadSolanaActions } from '../internal/loadSolanaActions'
import { networkOf, rpcUrlOf } from '../internal/networkOf'
import type { SolanaState } from '../internal/solanaState'

/**
 * The SOL balance of `address` on one of the app's Solana networks, in whole SOL as a decimal
 * string, with the network's symbol.
 * @example
 * const { balance, symbol } = await getBalance(state, { address, caipNetwork }) // { balance: '1.5', symbol: 'SOL' }
 */
export async function getBalance(
  state: Pick<SolanaState, 'networks' | 'loading'>,
  parameters: { address: string; caipNetwork: CaipNetwork },
): Promise<{ balance: string; symbol: string }> {
  try {
    const network = networkOf(state, parameters.caipNetwork.id)
    const actions = await loadSolanaActions(state)
    const lamports = await actions.getLamports(rpcUrlOf(network), parameters.address)
    return {
      balance: formatUnits(lamports, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  } catch (error) {
    throw toPorticoError(error)
  }
}

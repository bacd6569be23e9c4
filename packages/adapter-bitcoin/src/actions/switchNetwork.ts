import { type CaipNetwork, SwitchChainError } from '@portico/common'
import type { BitcoinState } from '../internal/bitcoinState'
import { connectedSession } from '../internal/connectedSession'
import { networkParamsOf } from '../internal/networkParamsOf'
import { toAdapterConnection } from '../internal/toAdapterConnection'
import { toConnectorAccounts } from '../toConnectorAccounts'
import { walletChainId } from '../walletChainId'

/**
 * Moves the session to `caipNetwork`: the wallet must serve it (else SwitchChainError 4902) and
 * have accounts of it (else SwitchChainError 5000); the kit hears of the new chain and accounts.
 * @example
 * await switchNetwork(state, { caipNetwork: KNOWN_CHAINS.bitcoinTestnet })
 */
export async function switchNetwork(
  state: BitcoinState,
  parameters: { caipNetwork: CaipNetwork },
): Promise<void> {
  const { caipNetwork } = parameters
  const current = connectedSession(state)
  const chain = walletChainId(caipNetwork.caipNetworkId) as `${string}:${string}`
  if (!current.wallet.chains.includes(chain)) {
    throw new SwitchChainError({ code: SwitchChainError.UNRECOGNIZED_CHAIN })
  }
  const params = networkParamsOf(state, caipNetwork)
  const mapped = toConnectorAccounts(current.wallet.accounts, params, state.preferred)
  if (mapped.length === 0) throw new SwitchChainError({ code: SwitchChainError.DEFAULT })
  current.caipNetwork = caipNetwork
  current.accounts = mapped
  state.context?.onChainChanged({ chainId: caipNetwork.id, connectorId: current.wallet.name })
  state.context?.onAccountChanged(toAdapterConnection(current))
}

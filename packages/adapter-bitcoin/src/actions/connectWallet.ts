import { type CaipNetwork, ProviderNotConnectedError } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { BITCOIN_CONNECT, type BitcoinConnectFeature } from '../bitcoinFeatures'
import { type BitcoinState, STORAGE_KEY } from '../internal/bitcoinState'
import { findWallet } from '../internal/findWallet'
import { networkParamsOf } from '../internal/networkParamsOf'
import { pickNetwork } from '../internal/pickNetwork'
import { startSession } from '../internal/startSession'
import { walletFeature } from '../internal/walletFeature'
import { toBitcoinError } from '../toBitcoinError'
import { toConnectorAccounts } from '../toConnectorAccounts'

/**
 * Asks the wallet behind `connectorId` for its payment and ordinals accounts on `caipNetwork`
 * (or the network pickNetwork chooses), keeps the choice for the next page load and starts the
 * session. A wallet sharing no account of the network is ProviderNotConnectedError.
 * @example
 * const { address } = await connectWallet(state, { connectorId: 'Xverse' })
 */
export async function connectWallet(
  state: BitcoinState,
  parameters: { connectorId: string; caipNetwork?: CaipNetwork | undefined },
): Promise<AdapterConnection> {
  const wallet = findWallet(state, parameters.connectorId)
  const network = pickNetwork(state, wallet, parameters.caipNetwork)
  const connect = walletFeature<BitcoinConnectFeature>(wallet, BITCOIN_CONNECT)
  let accounts: Wallet['accounts']
  try {
    accounts = (await connect?.connect({ purposes: ['payment', 'ordinals'] }))?.accounts ?? []
  } catch (error) {
    throw toBitcoinError(error)
  }
  const mapped = toConnectorAccounts(accounts, networkParamsOf(state, network), state.preferred)
  if (mapped.length === 0) throw new ProviderNotConnectedError()
  await state.parameters.storage?.setItem(
    STORAGE_KEY,
    JSON.stringify({ connectorId: wallet.name, caipNetworkId: network.caipNetworkId }),
  )
  return startSession(state, { wallet, caipNetwork: network, accounts: mapped })
}

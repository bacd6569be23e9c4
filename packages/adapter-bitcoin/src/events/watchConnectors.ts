import type { AdapterContext, Connector } from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { createWalletDirectory } from '../createWalletDirectory'
import type { BitcoinState } from '../internal/bitcoinState'
import { walletChainId } from '../walletChainId'

/**
 * Portico connectors for the page's Bitcoin wallets, identified by name (wallet-standard has no
 * other id).
 * @example
 * toBitcoinConnectors(directory.get())
 */
export function toBitcoinConnectors(wallets: readonly Wallet[]): Connector[] {
  return wallets.map((wallet) => ({
    id: wallet.name,
    name: wallet.name,
    imageUrl: wallet.icon,
    type: 'ANNOUNCED',
    chain: 'bip122',
    info: { name: wallet.name, icon: wallet.icon },
  }))
}

/**
 * Sets the adapter up in the kit: finds the page's Bitcoin wallets (the registry's, then the
 * sats-connect ones once sats-connect has loaded) and reports them as connectors now and on
 * every change, until the state's stops run.
 * @example
 * watchConnectors(state, context)
 */
export function watchConnectors(state: BitcoinState, context: AdapterContext): void {
  const { parameters } = state
  state.context = context
  const directory = createWalletDirectory({
    registry: parameters.wallets ?? getWallets(),
    satsConnect: parameters.satsConnect,
    chains: state.networks.map((network) => walletChainId(network.caipNetworkId)),
  })
  state.directory = directory
  const refresh = () => {
    state.connectors = toBitcoinConnectors(directory.get())
    state.context?.onConnectorsChanged(state.connectors)
  }
  state.stops.push(directory.on('register', refresh), directory.on('unregister', refresh))
  directory.loadSatsConnect().catch((error: unknown) => {
    // The page still has its wallet-standard wallets; say why the others are missing.
    parameters.logger?.warn('Could not load sats-connect for its wallets', error)
  })
  refresh()
}

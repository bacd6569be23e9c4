import { type ChainNamespace, STORAGE_KEYS } from '@portico/common'
import { findConnector } from '../client/findConnector'
import type { PorticoInternals } from '../client/PorticoInternals'
import { writeStoredConnections } from '../storage/storedSessionKeys'
import { writeConnectionRecord } from '../storage/writeConnectionRecord'
import type { AdapterConnection } from '../types/ChainAdapter'
import { findNetwork } from '../utils/findNetwork'
import { refreshBalance } from './refreshBalance'
import { showUnsupportedChain } from './showUnsupportedChain'

/**
 * Put a live connection into the stores: account, network, status, connector id; persist it and
 * load the balance. With `activate` (a user connect) the namespace becomes active; otherwise
 * (restore, wallet events) only an already active namespace moves the active network. On the
 * active namespace, a network the app does not list triggers the unsupported-chain rule.
 * @example
 * await applyConnection(internals, 'eip155', { connectorId: 'injected', address, chainId: 1 }, { activate: true })
 */
export async function applyConnection(
  internals: PorticoInternals,
  namespace: ChainNamespace,
  connection: AdapterConnection,
  { activate }: { activate: boolean },
): Promise<void> {
  const { stores, options, storage } = internals
  const network = findNetwork(options.networks, namespace, connection.chainId)
  const caipNetworkId = network?.caipNetworkId ?? `${namespace}:${connection.chainId}`
  const connector = findConnector(internals, namespace, connection.connectorId)
  const explorer = network?.blockExplorers?.default.url
  const previous = stores.account.getState().accounts[namespace]

  const chain = stores.chain.getState()
  // A wallet that names its networks: the others are shown as unavailable with it. Another
  // wallet that names none can use them all.
  if (connection.caipNetworkIds) {
    chain.setNetworkState(namespace, {
      approvedCaipNetworkIds: connection.caipNetworkIds,
      supportsAllNetworks: false,
    })
  } else if (
    stores.connectors.getState().activeConnectorIds[namespace] !== connection.connectorId
  ) {
    chain.setNetworkState(namespace, { approvedCaipNetworkIds: [], supportsAllNetworks: true })
  }
  const active = activate || chain.activeNamespace === namespace
  if (active && network) chain.setActiveNetwork(network)
  else if (active) chain.setActiveNamespace(namespace)
  else if (network) chain.setNetworkState(namespace, { caipNetwork: network })
  const allAccounts = connection.accounts ?? [
    { namespace, address: connection.address, type: 'eoa' as const },
  ]
  stores.account.getState().setAccount(namespace, {
    address: connection.address,
    caipAddress: `${caipNetworkId}:${connection.address}`,
    allAccounts,
    // Where a wallet has a smart account beside its EOA, each address says which it is.
    addressLabels: allAccounts.some((a) => a.type === 'smartAccount')
      ? Object.fromEntries(
          allAccounts.map((a) => [a.address, a.type === 'smartAccount' ? 'Smart Account' : 'EOA']),
        )
      : {},
    smartAccountDeployed: connection.user?.smartAccountDeployed ?? false,
    addressExplorerUrl: explorer ? `${explorer}/address/${connection.address}` : undefined,
    ...(connector && {
      connectedWalletInfo: {
        name: connector.name,
        type: connector.type,
        ...(connector.imageUrl && { icon: connector.imageUrl }),
      },
    }),
    user: connection.user,
    // A different address has a different balance; drop the old one until reloaded.
    ...(previous?.address !== connection.address && {
      balance: undefined,
      balanceSymbol: undefined,
      balanceUnavailable: false,
    }),
  })
  const connections = [
    {
      connectorId: connection.connectorId,
      accounts: connection.accounts ?? [{ namespace, address: connection.address, type: 'eoa' }],
    },
  ]
  stores.connection.getState().setConnections(namespace, connections)
  stores.connectors.getState().setActiveConnectorId(namespace, connection.connectorId)
  stores.connection.getState().setStatus(namespace, 'connected')

  writeConnectionRecord(storage, namespace, connection.connectorId)
  writeStoredConnections(storage, namespace, connections)
  storage.set(STORAGE_KEYS.walletId, connection.connectorId)
  if (connector) storage.set(STORAGE_KEYS.walletName, connector.name)

  if (active) await showUnsupportedChain(internals, network !== undefined)
  // The balance follows on its own: a slow RPC never holds up the modal closing on connect.
  if (network) {
    void refreshBalance(internals, namespace).catch((error: unknown) =>
      options.logger.warn('Portico: balance refresh failed', error),
    )
  }
}

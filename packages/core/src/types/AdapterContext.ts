import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { EmbeddedWalletUser } from './AccountState'
import type { Connector, ConnectorAccount } from './Connector'
import type { PorticoMetadata } from './PorticoMetadata'

/**
 * The wallet switched account (or reported its accounts after a connect).
 * @example
 * ctx.onAccountChanged({ connectorId: 'injected', address: '0xf39F…2266', chainId: 31337 })
 */
export type AdapterAccountChange = {
  /** Connector that reported the change. */
  connectorId: string
  /** The now-active address, without CAIP prefix. */
  address: string
  /** Chain reference the wallet is on, when it says (number for eip155). */
  chainId?: number | string
  /** Every account the connector exposes, active one first. */
  accounts?: readonly ConnectorAccount[]
  /** The embedded wallet's user, as it is after the change (another preferred account). */
  user?: EmbeddedWalletUser
  /** The networks the wallet can use, when it says (see AdapterConnection). */
  caipNetworkIds?: readonly CaipNetworkId[]
}

/**
 * What core hands an adapter in `setup`: facts about the app and callbacks through which the
 * adapter's wallet events flow into the stores. Every callback may be called at any time after
 * `setup` starts and until `teardown` resolves.
 * @example
 * async setup(ctx) {
 *   watchConnectors((list) => ctx.onConnectorsChanged(list.map(toConnector)))
 *   onAccountsChanged(([address]) => ctx.onAccountChanged({ connectorId, address }))
 * }
 */
export type AdapterContext = {
  /** The namespace this adapter was registered for. */
  readonly namespace: ChainNamespace
  /** The app's networks of this namespace (a subset of `options.networks`). */
  readonly networks: readonly CaipNetwork[]
  /** The app's project id, for SDKs that need one (WalletConnect) and the gateway's APIs. */
  readonly projectId: string | undefined
  /**
   * The client's gateway (its `apiUrl`): an adapter that reads through the gateway (Bitcoin's
   * Esplora-style API) takes it from here, so an app names it once.
   */
  readonly apiUrl: string
  /** The app's metadata, for SDKs that show it to wallets. */
  readonly metadata: PorticoMetadata | undefined
  /** The network core currently considers active for this namespace. */
  getActiveNetwork(): CaipNetwork | undefined
  /** The full connector list of this adapter changed (new announcements, removals). */
  onConnectorsChanged(connectors: readonly Connector[]): void
  /** The connected wallet switched account. */
  onAccountChanged(change: AdapterAccountChange): void
  /** The connected wallet switched network; `chainId` is the chain reference (1, 'mainnet'…). */
  onChainChanged(change: { chainId: number | string; connectorId?: string }): void
  /** The wallet ended the connection on its side. */
  onDisconnected(change: { connectorId?: string }): void
  /** A WalletConnect pairing uri is ready to show as QR code or deep link. */
  onWalletConnectUri(pairing: { uri: string; expiry?: number }): void
}

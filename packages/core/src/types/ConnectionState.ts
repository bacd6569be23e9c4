import type {
  ChainNamespace,
  ConnectionStatus,
  ConnectorType,
  WalletCatalogueEntry,
} from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'
import type { ConnectorAccount } from './Connector'

/**
 * One connector's connection within a namespace.
 * @example
 * const c: Connection = { connectorId: 'injected', accounts: [{ namespace: 'eip155', address, type: 'eoa' }] }
 */
export type Connection = {
  connectorId: string
  accounts: readonly ConnectorAccount[]
}

/**
 * Connection state (spec §3, §4): status per namespace and the WalletConnect pairing.
 * @example
 * const status = portico.stores.connection.getState().status.eip155 ?? 'disconnected'
 */
export type ConnectionState = {
  status: Partial<Record<ChainNamespace, ConnectionStatus>>
  connections: Partial<Record<ChainNamespace, readonly Connection[]>>
  /**
   * The kind of connector a `connect` in flight uses, per namespace: a WalletConnect pairing
   * waiting for a scan is not the same wait as a browser wallet's prompt.
   */
  connectingType: Partial<Record<ChainNamespace, ConnectorType>>
  /** WalletConnect pairing uri to show as QR code / deep link. */
  wcUri: string | undefined
  /** When the pairing uri expires, ms since epoch. */
  wcPairingExpiry: number | undefined
  /** Deep link last opened for a mobile/desktop wallet. */
  wcLinking: { name: string; href: string } | undefined
  /** The WalletConnect attempt failed (the view offers a retry). */
  wcError: boolean
  /** A deep-linked wallet is being waited on. */
  buffering: boolean
  /** The wallet picked last, highlighted while connecting. */
  recentWallet: WalletCatalogueEntry | undefined
  setStatus(namespace: ChainNamespace, status: ConnectionStatus): void
  setConnections(namespace: ChainNamespace, connections: readonly Connection[]): void
  setConnectingType(namespace: ChainNamespace, type: ConnectorType | undefined): void
  setWcUri(uri: string, expiry: number): void
  setWcLinking(linking: { name: string; href: string } | undefined): void
  setWcError(wcError: boolean): void
  setBuffering(buffering: boolean): void
  setRecentWallet(wallet: WalletCatalogueEntry | undefined): void
  /** Clear uri, expiry, linking, error and recent wallet; status disconnected (all or one namespace). */
  resetWcConnection(namespace?: ChainNamespace): void
}

/**
 * The connection store.
 * @example
 * portico.stores.connection.subscribe((s) => console.log(s.wcUri))
 */
export type ConnectionStore = StoreApi<ConnectionState>

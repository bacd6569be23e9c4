import type { ChainNamespace, ConnectorType } from '@portico/common'

/**
 * Wallet details a connector was announced with (EIP-6963 `info`, wallet-standard metadata).
 * @example
 * const info: ConnectorInfo = { name: 'Test Wallet', rdns: 'org.portico.test', icon: 'data:…' }
 */
export type ConnectorInfo = {
  /** Name the wallet announced itself with. */
  name?: string
  /** Icon the wallet announced, usually a data: URL. */
  icon?: string
  /** Reverse-DNS id (EIP-6963). */
  rdns?: string
  /** Per-page-load id of the announcement (EIP-6963 `uuid`). */
  uuid?: string
}

/**
 * One way to reach a wallet for one chain family (spec §3 Connector).
 * Adapters create connectors; core keeps them in `stores.connectors`.
 * @example
 * const c: Connector = {
 *   id: 'org.portico.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155',
 *   rdns: 'org.portico.test',
 * }
 */
export type Connector = {
  /** Unique within its chain namespace; what `portico.connect({ connectorId })` takes. */
  id: string
  /** Name shown in the wallet list. */
  name: string
  /** Image to show; falls back to the catalogue image of `explorerId`. */
  imageUrl?: string
  /** How the connector reaches its wallet. */
  type: ConnectorType
  /** Chain family the connector serves. */
  chain: ChainNamespace
  /** Reverse-DNS id, used to match the wallet catalogue (`WalletCatalogueEntry.rdns`). */
  rdns?: string
  /** Id of the matching wallet-catalogue entry, when known. */
  explorerId?: string
  /** Raw announcement details. */
  info?: ConnectorInfo
}

/**
 * One account a connector exposes (spec §3 Account (connector)).
 * @example
 * const a: ConnectorAccount = { namespace: 'eip155', address: '0xf39F…2266', type: 'eoa' }
 */
export type ConnectorAccount = {
  namespace: ChainNamespace
  address: string
  /** Account kind: 'eoa' | 'smartAccount' | 'eip7702' on EVM, 'payment' | 'ordinal' | 'stx' on Bitcoin. */
  type: string
  /** Public key, for families whose address does not carry it (Bitcoin). */
  publicKey?: string
  /** Derivation path, when the wallet reports one. */
  path?: string
}

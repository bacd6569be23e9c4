/**
 * How a connector reaches its wallet (spec §3 Connector type).
 * ANNOUNCED: EIP-6963 / wallet-standard announced; INJECTED: legacy `window.ethereum`-style;
 * MULTI_CHAIN: one connector serving several namespaces; AUTH: the embedded wallet;
 * WALLET_CONNECT: a WalletConnect session; EXTERNAL: supplied by the host app.
 * @example
 * const t: ConnectorType = 'ANNOUNCED'
 */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'MULTI_CHAIN'
  | 'AUTH'
  | 'WALLET_CONNECT'
  | 'EXTERNAL'

/**
 * A group of the Connect view's wallet list, as ordered by `connectorTypeOrder`.
 * @example
 * const g: ConnectorGroup = 'recent'
 */
export type ConnectorGroup =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/**
 * A connect method of the Connect view.
 * @example
 * const m: ConnectMethod = 'email'
 */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/**
 * A wallet feature shown in the Account view, as ordered by `walletFeaturesOrder`.
 * @example
 * const f: WalletFeature = 'swaps'
 */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/**
 * A chain adapter kind.
 * @example
 * const a: AdapterType = 'wagmi'
 */
export type AdapterType = 'universal' | 'solana' | 'wagmi' | 'ethers' | 'ethers5' | 'bitcoin'

/**
 * Connection status of a chain (spec §4).
 * @example
 * const s: ConnectionStatus = 'connecting'
 */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

import type { UniversalProviderOpts } from '@walletconnect/universal-provider'

/**
 * A key-value storage the WalletConnect SDK accepts (IndexedDB by default in browsers).
 * @example
 * const storage: WalletConnectStorage = createMemoryStorage()
 */
export type WalletConnectStorage = NonNullable<UniversalProviderOpts['storage']>

/**
 * The app as wallets see it in a proposal.
 * @example
 * const metadata: WalletConnectMetadata = { name: 'Demo', description: '', url: 'http://127.0.0.1:5173', icons: [] }
 */
export type WalletConnectMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
}

/**
 * Everything needed to start a UniversalProvider against a relay.
 * @example
 * const options: WalletConnectProviderOptions = {
 *   relayUrl: 'ws://127.0.0.1:8788', projectId: 'demo', metadata, storagePrefix: 'portico',
 * }
 */
export type WalletConnectProviderOptions = {
  relayUrl: string
  projectId: string
  metadata: WalletConnectMetadata
  /** Keys of this core's storage entries; two cores in one page must not share one. */
  storagePrefix: string
  storage?: WalletConnectStorage | undefined
  /** SDK log level: 'error' (default), 'warn', 'info', 'debug', 'silent'. */
  logLevel?: string | undefined
}

import type { BitcoinNetworkParams, CaipNetwork } from '@portico/common'
import type { StorageLike } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import type { EsploraEndpoint } from './esploraClient'
import type { SatsConnectProviderInfo, SatsConnectRequester } from './satsConnectWallet'

/**
 * A wallet-standard registry: `getWallets()` of `@wallet-standard/app`, or one of a test page.
 * @example
 * const wallets: BitcoinWalletRegistry = getWallets()
 */
export type BitcoinWalletRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/**
 * Options of {@link createBitcoinAdapter}.
 * @example
 * createBitcoinAdapter({ networks: [KNOWN_CHAINS.bitcoin] }) // reads through the client's gateway
 */
export type CreateBitcoinAdapterParameters = {
  /** The app's Bitcoin-family networks (namespace `bip122`). */
  networks: readonly CaipNetwork[]
  /** Parameters of networks other than Bitcoin mainnet and testnet (a regtest chain). */
  params?: readonly BitcoinNetworkParams[]
  /**
   * Each network's Esplora-compatible API: balances, UTXOs, fee rates, broadcast. Default: the
   * client's gateway (`apiUrl` and `projectId` of `createPortico`, through the adapter context),
   * so an app names its gateway and project once.
   */
  esplora?: ((caipNetworkId: string) => EsploraEndpoint | undefined) | undefined
  /** Where wallets register; `getWallets()` of `@wallet-standard/app` by default. */
  wallets?: BitcoinWalletRegistry
  storage?: StorageLike
  /** Which account is active after connecting (spec §6: `payment` by default). */
  preferredAccountType?: 'payment' | 'ordinal'
  /** How long `reconnect` waits for the stored wallet to register (default 1 s). */
  reconnectTimeoutMs?: number
  /** How often `watchBlocks` asks the Esplora API for the tip (default 10 s: a block is ~10 min). */
  blockPollingIntervalMs?: number
  /** Receives the problems the adapter recovers from. */
  logger?: { warn(message: string, ...details: unknown[]): void }
  /**
   * Wallets that speak sats-connect's provider protocol (`window.btc_providers`): each becomes a
   * connector like the wallet-standard ones, unless a wallet-standard wallet has its name.
   * `sats-connect` (an optional peer dependency) is loaded only when one is on the page.
   * `false` leaves them out.
   */
  satsConnect?:
    | false
    | {
        providers?: () => readonly SatsConnectProviderInfo[]
        load?: () => Promise<SatsConnectRequester>
      }
}

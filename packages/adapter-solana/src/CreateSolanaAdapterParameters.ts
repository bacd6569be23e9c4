import type { CaipNetwork } from '@portico/common'
import type { StorageLike } from '@portico/core'
import type { getWallets } from '@wallet-standard/app'

/** The wallet-standard registry (`getWallets()` of `@wallet-standard/app`). */
export type WalletRegistry = Pick<ReturnType<typeof getWallets>, 'get' | 'on'>

/**
 * Options of {@link createSolanaAdapter}.
 * @example
 * const options: CreateSolanaAdapterParameters = { networks: [KNOWN_CHAINS.solana] }
 */
export type CreateSolanaAdapterParameters = {
  /** The app's Solana networks (other namespaces are ignored); reads go to their RPC URLs. */
  networks: readonly CaipNetwork[]
  /** Where wallets register. Default: `getWallets()` of `@wallet-standard/app`. */
  wallets?: WalletRegistry | undefined
  /** Where the connected wallet's name is kept for the next page load. Default: `localStorage`. */
  storage?: StorageLike | undefined
  /** How long `reconnect` waits for a stored wallet to register itself. Default 1000 ms. */
  reconnectTimeoutMs?: number | undefined
  /** How often `watchBlocks` asks the cluster for its slot. Default 3000 ms. */
  blockPollingIntervalMs?: number | undefined
}

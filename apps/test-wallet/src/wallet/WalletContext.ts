import type { KeyPairSigner } from '@solana/kit'
import type { LocalAccount } from 'viem'
import type { WalletConfig } from '../config/readWalletConfig'
import type { WalletSignClient } from './startSignClient'
import type { WalletState } from './walletState'

/**
 * Where the wallet keeps its keys and what page it runs on.
 * @example
 * const env: WalletEnv = { storage: localStorage, origin: location.origin }
 */
export type WalletEnv = { storage: Pick<Storage, 'getItem' | 'setItem'>; origin: string }

/**
 * The state every wallet handler reads and changes: the configuration, the keys in use, the
 * sign client once started, the screen state and who listens to it, and the chain each
 * session was last switched to.
 * @example
 * const ctx: WalletContext = createWalletContext(config, env)
 */
export type WalletContext = {
  config: WalletConfig
  env: WalletEnv
  account: LocalAccount
  state: WalletState
  client: WalletSignClient | undefined
  solanaSigner: KeyPairSigner | undefined
  /** The Solana chain the wallet serves, once its RPC has answered. */
  solanaChain: string | undefined
  listeners: Set<() => void>
  /** Topic → the CAIP chain id the session was last switched to. */
  activeChains: Map<string, string>
}

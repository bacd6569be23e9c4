import { privateKeyToAccount } from 'viem/accounts'
import type { WalletConfig } from '../config/readWalletConfig'
import type { WalletContext, WalletEnv } from './WalletContext'
import { DEFAULT_PRIVATE_KEY, isPrivateKey, KEY_STORAGE } from './walletKeys'
import { initialWalletState } from './walletState'

/**
 * A wallet's starting state: the stored private key (anvil's account 0 without one), no sign
 * client yet, no Solana key loaded.
 * @example
 * const ctx = createWalletContext(config, { storage: localStorage, origin: location.origin })
 */
export function createWalletContext(config: WalletConfig, env: WalletEnv): WalletContext {
  const stored = env.storage.getItem(KEY_STORAGE)
  const account = privateKeyToAccount(isPrivateKey(stored) ? stored : DEFAULT_PRIVATE_KEY)
  return {
    config,
    env,
    account,
    state: initialWalletState(account.address),
    client: undefined,
    solanaSigner: undefined,
    solanaChain: undefined,
    listeners: new Set(),
    activeChains: new Map(),
  }
}

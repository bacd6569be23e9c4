import type { LocalAccount } from 'viem'
import type { WalletConfig } from '../config/readWalletConfig'
import { announceChain } from './announceChain'
import { approveRequest } from './approveRequest'
import { approveSession } from './approveSession'
import { attemptWithClient } from './attemptWithClient'
import { createWalletContext } from './createWalletContext'
import { disconnectSession } from './disconnectSession'
import { pairWallet } from './pairWallet'
import { rejectRequest } from './rejectRequest'
import { rejectSession } from './rejectSession'
import { setPrivateKey } from './setPrivateKey'
import { setSolanaKey } from './setSolanaKey'
import { startWallet } from './startWallet'
import type { WalletEnv } from './WalletContext'

export { DEFAULT_PRIVATE_KEY } from './walletKeys'

/**
 * The wallet behind the screen: a sign client on the relay, a viem local account, an ed25519
 * Solana key for the local Solana chain, and the screen state as a small external store
 * (`getState`/`subscribe`, for useSyncExternalStore).
 * Every user action is a method (one handler per file over the wallet's context); failures
 * land in the state, never as rejections.
 * @example
 * const wallet = createWalletController(readWalletConfig(import.meta.env), { storage: localStorage, origin })
 * await wallet.start()
 */
export function createWalletController(config: WalletConfig, env: WalletEnv) {
  const ctx = createWalletContext(config, env)
  return {
    getState: () => ctx.state,
    subscribe(listener: () => void) {
      ctx.listeners.add(listener)
      return () => ctx.listeners.delete(listener)
    },
    /** Start the sign client, restore sessions and pending requests, pair with `uri` if given. */
    start: (uri?: string) => startWallet(ctx, uri),
    pair: (text: string) => pairWallet(ctx, text),
    approveSession: () => approveSession(ctx),
    rejectSession: () => rejectSession(ctx),
    approveRequest: () => approveRequest(ctx),
    rejectRequest: () => rejectRequest(ctx),
    switchChain: (topic: string, chainId: string) =>
      attemptWithClient(ctx, 'Switching chain', (c) => announceChain(ctx, c, topic, chainId)),
    disconnect: (topic: string) => disconnectSession(ctx, topic),
    /**
     * Use another Solana key (32-byte ed25519 seed, hex); live sessions with a solana namespace
     * get the new account (session update).
     */
    setSolanaKey: (text: string) => setSolanaKey(ctx, text),
    /** The signing account now (the Farcaster mode signs with it as a custody key). */
    currentAccount: (): LocalAccount => ctx.account,
    /** Use another private key; live sessions get the new account (session update + event). */
    setPrivateKey: (key: string) => setPrivateKey(ctx, key),
  }
}

/**
 * The controller made by {@link createWalletController}.
 * @example
 * function App({ wallet }: { wallet: WalletController }) {}
 */
export type WalletController = ReturnType<typeof createWalletController>

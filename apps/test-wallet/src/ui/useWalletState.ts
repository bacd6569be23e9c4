import { useSyncExternalStore } from 'react'
import type { WalletController } from '../wallet/createWalletController'
import type { WalletState } from '../wallet/walletState'

/**
 * The wallet's screen state, re-rendering on every change.
 * @example
 * const state = useWalletState(wallet)
 */
export function useWalletState(wallet: WalletController): WalletState {
  return useSyncExternalStore(wallet.subscribe, wallet.getState, wallet.getState)
}

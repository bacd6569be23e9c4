import type { ConnectedWalletInfo } from '@portico/core'
import { useAppKitValue } from './useAppKitValue'

/**
 * Name and icon of the connected wallet.
 * @example
 * const { walletInfo } = useWalletInfo()
 * walletInfo?.name // 'Portico Test Wallet'
 */
export function useWalletInfo(): { walletInfo: ConnectedWalletInfo | undefined } {
  return { walletInfo: useAppKitValue((appKit) => appKit.getWalletInfo()) }
}

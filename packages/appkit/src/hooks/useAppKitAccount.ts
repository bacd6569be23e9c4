import type { ChainNamespace } from '@portico/common'
import type { AppKitAccount } from '../state/readAccount'
import { useAppKitValue } from './useAppKitValue'

/**
 * The connected account of the active namespace (or of `namespace`): address, caipAddress,
 * isConnected, status, embeddedWalletInfo, allAccounts.
 * @example
 * const { address, isConnected, status } = useAppKitAccount()
 */
export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}): AppKitAccount {
  return useAppKitValue((appKit) => appKit.getAccount(options.namespace))
}

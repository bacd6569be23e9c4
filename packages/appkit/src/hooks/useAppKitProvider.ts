import type { ChainNamespace } from '@portico/common'
import { type AppKitWalletProvider, readWalletProvider } from '../state/readWalletProvider'
import { useAppKitValue } from './useAppKitValue'

/**
 * The provider of the wallet connected on `namespace` (EIP-1193 on eip155) and its type.
 * @example
 * const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 */
export function useAppKitProvider<P = unknown>(
  namespace?: ChainNamespace,
): AppKitWalletProvider<P> {
  return useAppKitValue((appKit) => readWalletProvider<P>(appKit.portico, namespace))
}

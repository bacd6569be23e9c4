import type Provider from '@walletconnect/universal-provider'

/**
 * An instance of the WalletConnect SDK's UniversalProvider (the type only: the SDK itself is
 * loaded with `import()`).
 * @example
 * const provider: UniversalProvider | undefined = walletConnect.getProvider()
 */
export type UniversalProvider = Provider

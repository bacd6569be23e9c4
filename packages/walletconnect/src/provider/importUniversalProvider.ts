/**
 * Fetch and evaluate the WalletConnect SDK's chunk without starting anything: no provider, no
 * relay connection, no storage. Safe to call repeatedly; the module is fetched once.
 * @example
 * const { UniversalProvider } = await importUniversalProvider()
 */
export function importUniversalProvider() {
  return import('@walletconnect/universal-provider')
}

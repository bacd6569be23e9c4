/**
 * With `?testWallet=1` in the page URL, installs the in-page test wallet (an EIP-6963 wallet
 * signing with a devnet account) so every flow can be tried without an extension. Its code is
 * only fetched when asked for.
 * @example
 * await installTestWalletIfAsked(new URL(location.href), import.meta.env)
 */
export async function installTestWalletIfAsked(url: URL, env: ImportMetaEnv): Promise<void> {
  if (url.searchParams.get('testWallet') !== '1') return
  const { installBrowserWallet } = await import('@portico/test/browserWallet')
  installBrowserWallet({
    rpcUrls: {
      31337: env.VITE_PORTICO_RPC_31337 ?? 'http://127.0.0.1:8545',
      31338: env.VITE_PORTICO_RPC_31338 ?? 'http://127.0.0.1:8546',
    },
    chainNames: { 31337: 'Portico Devnet A', 31338: 'Portico Devnet B' },
  })
}

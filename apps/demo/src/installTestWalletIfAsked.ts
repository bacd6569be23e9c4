/**
 * With `?testWallet=1` in the page URL, installs the in-page test wallet (an EIP-6963 wallet
 * signing with a devnet account) so every flow can be tried without an extension; with
 * `?bitcoin=1` too, the Bitcoin test wallet on the regtest chain. Its code is
 * only fetched when asked for, and only exists in development builds or builds made with
 * `VITE_PORTICO_TEST_WALLET=1` (the dev stack's): its keys are anvil's public ones.
 * @example
 * await installTestWalletIfAsked(new URL(location.href), import.meta.env)
 */
export async function installTestWalletIfAsked(url: URL, env: ImportMetaEnv): Promise<void> {
  // Literal conditions, so a production build drops the wallet and its keys altogether.
  if (!import.meta.env.DEV && import.meta.env.VITE_PORTICO_TEST_WALLET !== '1') return
  if (url.searchParams.get('testWallet') !== '1') return
  const { installBrowserWallet } = await import('@portico/test/browserWallet')
  installBrowserWallet({
    rpcUrls: {
      31337: env.VITE_PORTICO_RPC_31337 ?? 'http://127.0.0.1:8545',
      31338: env.VITE_PORTICO_RPC_31338 ?? 'http://127.0.0.1:8546',
    },
    chainNames: { 31337: 'Portico Devnet A', 31338: 'Portico Devnet B' },
  })
  if (url.searchParams.get('bitcoin') === '1') await installBitcoinTestWallet(url, env)
}

/**
 * With `?bitcoin=1` too, the Bitcoin test wallet: a wallet-standard wallet signing with a
 * regtest key — the one the stack's chain funds, or `?bitcoinKey=<n>`'s — that broadcasts
 * through the gateway.
 */
async function installBitcoinTestWallet(url: URL, env: ImportMetaEnv): Promise<void> {
  const [{ litecoinRegtestParams }, { installBitcoinBrowserWallet }] = await Promise.all([
    import('@portico/common'),
    import('@portico/test/bitcoin/installBitcoinBrowserWallet'),
  ])
  const gatewayUrl = (env.VITE_PORTICO_API_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '')
  const reference = litecoinRegtestParams.caipNetworkId.split(':')[1] ?? ''
  installBitcoinBrowserWallet({
    params: litecoinRegtestParams,
    esploraUrl: `${gatewayUrl}/v1/esplora/${reference}`,
    projectId: url.searchParams.get('projectId') ?? env.VITE_PORTICO_PROJECT_ID ?? 'portico-demo',
    keyIndex: Number(url.searchParams.get('bitcoinKey') ?? 0),
  })
}

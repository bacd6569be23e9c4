import { DEVNET_CHAINS, type Locale, OAUTH_SOCIAL_PROVIDERS } from '@portico/common'
import { createPortico, lazyAdapter, type Portico } from '@portico/core'
import { createWalletConnectConnector, withWalletConnect } from '@portico/walletconnect'
import { demoBitcoinAdapter, demoBitcoinNetwork, wantsBitcoin } from './demoBitcoin'
import { demoConnectOptions } from './demoConnectOptions'
import { demoEvmAdapter } from './demoEvmAdapter'
import { DEMO_ICON } from './demoIcon'
import { demoNetworks, demoSolanaNetwork } from './demoNetworks'
import { demoSiwxFromUrl } from './lazyGatewaySiwx'
import { readStoredTheme } from './storedTheme'

/**
 * The demo's Portico client: the wagmi adapter, or ethers v6 / v5 with `?adapter=` (loaded
 * lazily), over the devnets and public networks with WalletConnect over the self-hosted relay
 * (its SDK loads on first use), and the self-hosted gateway; `?solana=1` adds the stack's local
 * Solana chain with the Solana adapter, WalletConnect's solana namespace beside it;
 * `?bitcoin=1` adds the stack's Bitcoin regtest chain and the Bitcoin adapter. `?siwx=1` / `?siwxRequired=1` in
 * the page URL turn on sign-in with the wallet, verified by the gateway; `?projectId=<id>` tries another project id
 * (empty: none), to see how the kit reports a refused or missing one; the Connect view settings
 * come from the URL too (demoConnectOptions), and `?locale=` the kit's language. The theme is the
 * one last picked with the demo's toggle, else the system's.
 * @example
 * const portico = createDemoClient(import.meta.env)
 */
export function createDemoClient(env: ImportMetaEnv): Portico {
  // The page's address, read once: every demo switch below is one of its search parameters.
  const url = new URL(window.location.href)
  const solana = url.searchParams.get('solana') === '1'
  const evm = demoNetworks(env)
  // `?solana=1` adds the dev stack's local Solana chain and the Solana adapter.
  const networks: typeof evm = solana ? [...evm, demoSolanaNetwork(env)] : evm
  const asked = url.searchParams.get('projectId')
  const projectId =
    asked === null ? (env.VITE_PORTICO_PROJECT_ID ?? 'portico-demo') : asked || undefined
  const gatewayUrl = env.VITE_PORTICO_API_URL ?? 'http://127.0.0.1:8787'
  // `?bitcoin=1` adds the dev stack's regtest chain and the Bitcoin adapter (loaded lazily),
  // which reads the chain through the gateway with the project id.
  const bitcoin =
    wantsBitcoin(url) && projectId !== undefined ? demoBitcoinNetwork(gatewayUrl) : undefined
  if (bitcoin) networks.push(bitcoin)
  // The email login (embedded wallet) is on; `?email=0` shows the modal without it.
  const email = url.searchParams.get('email') !== '0'
  // Social logins (spec §5's six through the embedded wallet, and Farcaster under More) are on;
  // `?socials=0` hides them.
  const socials = url.searchParams.get('socials') !== '0'
  const connect = demoConnectOptions(url)
  // `?locale=ja` picks the kit's language; without it the kit follows the browser's languages.
  const locale = url.searchParams.get('locale')
  // A server that sets CSP nonces hands the page its nonce in <meta property="csp-nonce"> (Vite's
  // html.cspNonce does too); the kit needs it only where it falls back to <style> elements.
  const nonce =
    document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined
  // One connector for every family, so one WalletConnect session covers EVM and Solana; it takes
  // the project id from the client, as the Bitcoin adapter takes the gateway and project.
  const walletConnect = createWalletConnectConnector({
    ...(env.VITE_PORTICO_RELAY_URL && { relayUrl: env.VITE_PORTICO_RELAY_URL }),
  })
  const siwx = projectId === undefined ? undefined : demoSiwxFromUrl(url, { gatewayUrl, projectId })
  return createPortico({
    networks,
    // `?solana=1&network=solana` starts on the local Solana chain (the email login then
    // connects the embedded wallet's Solana account).
    defaultNetwork:
      networks.find((n) =>
        solana && url.searchParams.get('network') === 'solana'
          ? n.chainNamespace === 'solana'
          : n.id === DEVNET_CHAINS.devnetA.id,
      ) ?? networks[0],
    // The EVM adapter (`?adapter=wagmi|ethers|ethers5`) and its chain library load when the
    // client starts, after the page and its buttons are up.
    adapters: [
      withWalletConnect(demoEvmAdapter(url, networks), walletConnect),
      ...(solana
        ? [
            // WalletConnect's solana namespace beside the wallet-standard wallets.
            withWalletConnect(
              lazyAdapter({
                namespace: 'solana',
                adapterType: 'solana',
                pricesTokens: true,
                watchesBlocks: true,
                sendsWithSigner: true,
                load: () =>
                  import('@portico/adapter-solana').then((m) =>
                    m.createSolanaAdapter({ networks }),
                  ),
              }),
              walletConnect,
            ),
          ]
        : []),
      ...(bitcoin ? [demoBitcoinAdapter(bitcoin)] : []),
    ],
    ...(projectId !== undefined && { projectId }),
    ...(env.VITE_PORTICO_API_URL ? { apiUrl: env.VITE_PORTICO_API_URL } : {}),
    metadata: {
      name: 'Portico Demo',
      description: 'Connect a wallet with Portico',
      url: window.location.origin,
      icons: [DEMO_ICON],
    },
    ...(siwx && { siwx }),
    ...connect,
    features: {
      email,
      socials: socials ? [...OAUTH_SOCIAL_PROVIDERS, 'farcaster'] : false,
      // The Checkout card's pay() calls open the Pay view.
      pay: true,
      ...connect.features,
    },
    // The embedded wallet's code loads only when the Connect view shows the email field.
    embeddedWallet: () => import('@portico/embedded-wallet'),
    ...(env.VITE_PORTICO_WALLET_FRAME_URL && { walletFrameUrl: env.VITE_PORTICO_WALLET_FRAME_URL }),
    ...(nonce && { nonce }),
    ...(locale && { locale: locale as Locale }),
    themeMode: readStoredTheme(() => window.localStorage) ?? 'system',
  })
}

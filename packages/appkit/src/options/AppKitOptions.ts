import type { CaipNetwork, Features, Locale, ThemeMode } from '@portico/common'
import type {
  ChainAdapter,
  EmbeddedWalletModule,
  PorticoLogger,
  PorticoMetadata,
  SiwxConfig,
  StorageLike,
} from '@portico/core'
import type { Chain } from 'viem'
import type { AppKitCustomRpcUrlMap } from './AppKitCustomRpcUrl'
import type { AppKitThemeVariables } from './AppKitThemeVariables'

/**
 * A network as AppKit's options take it: a viem chain (`mainnet`, `arbitrum`… from
 * `@portico/appkit/networks`, an EVM network), or a CAIP network of any namespace (id,
 * chainNamespace, caipNetworkId, name, nativeCurrency, rpcUrls, blockExplorers), as
 * `defineChain` makes and `solana` or `bitcoin` are.
 * @example
 * const networks: AppKitNetwork[] = [mainnet, arbitrum, solana]
 */
export type AppKitNetwork = CaipNetwork | Chain

/**
 * What an entry of `adapters` must be: an object carrying the Portico adapter it stands for,
 * such as `new WagmiAdapter(…)`.
 * @example
 * const adapter: AppKitAdapter = new WagmiAdapter({ projectId, networks })
 */
export type AppKitAdapter = { readonly porticoAdapter: ChainAdapter }

/**
 * The options of `createAppKit`, by AppKit's names. Options AppKit has and Portico has no
 * counterpart for are left out of this type.
 * @example
 * const options: AppKitOptions = { projectId: 'my-project', networks: [mainnet], adapters: [wagmiAdapter] }
 */
export type AppKitOptions = {
  projectId: string
  networks: readonly [AppKitNetwork, ...AppKitNetwork[]]
  defaultNetwork?: AppKitNetwork
  adapters?: readonly AppKitAdapter[]
  metadata?: PorticoMetadata
  /** Per-feature switches (email, socials, swaps, onramp, send, receive, history, analytics…). */
  features?: Partial<Features>
  /** Default 'dark'. */
  themeMode?: ThemeMode
  themeVariables?: AppKitThemeVariables
  /**
   * Portico's addition: the modal's language, one of `SUPPORTED_LOCALES` (default: the
   * browser's). Change it later with `appKit.portico.stores.theme.getState().setLocale`.
   */
  locale?: Locale
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  enableEmbedded?: boolean
  disableAppend?: boolean
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /**
   * Images of networks in the modal, by network id (`1`, `8453`, a Solana genesis hash…);
   * they replace the catalogue's.
   */
  chainImages?: Record<number | string, string>
  /**
   * RPC URLs by CAIP-2 network id, put before the network's own: the URL Portico's core and
   * WalletConnect use for that network. The wagmi config's transports take the same option on
   * `new WagmiAdapter(…)`.
   */
  customRpcUrls?: AppKitCustomRpcUrlMap
  /** Sign-in with any chain, e.g. `new DefaultSIWX()` from `@portico/appkit/siwx`. */
  siwx?: SiwxConfig
  /** Portico's gateway (blockchain and wallet-catalogue API). Default http://127.0.0.1:8787. */
  apiUrl?: string
  /** Portico's wallet-catalogue API when it is not the gateway. */
  catalogueUrl?: string
  /** The embedded wallet's frame service. Default http://127.0.0.1:8789. */
  walletFrameUrl?: string
  /** Loader of the embedded wallet (email and social login): `() => import('@portico/embedded-wallet')`. */
  embeddedWallet?: () => Promise<EmbeddedWalletModule>
  /** Where Portico keeps its state. Default localStorage; `null` keeps nothing. */
  storage?: StorageLike | null
  logger?: PorticoLogger
}

import type {
  CaipNetwork,
  ChainNamespace,
  Features,
  Locale,
  ThemeMode,
  ThemeVariables,
  WalletCatalogueEntry,
} from '@portico/common'
import type { FetchLike } from '../api/ApiTransport'
import type { ChainAdapter } from './ChainAdapter'
import type { EmbeddedWalletModule } from './EmbeddedWallet'
import type { PorticoEnvironment } from './PorticoEnvironment'
import type { PorticoMetadata } from './PorticoMetadata'
import type { StorageLike } from './PorticoStorage'
import type { SiweConfig, SiwxConfig } from './SiwxConfig'

/**
 * Where Portico reports problems it recovers from (storage failures, adapter hiccups).
 * @example
 * createPortico({ networks, logger: { warn: () => {}, error: console.error } })
 */
export type PorticoLogger = {
  warn(message: string, ...details: unknown[]): void
  error(message: string, ...details: unknown[]): void
}

/**
 * What `createPortico` takes. Only `networks` is required.
 * @example
 * const options: PorticoOptions = {
 *   networks: [KNOWN_CHAINS.mainnet],
 *   adapters: [wagmiAdapter],
 *   features: { swaps: false },
 *   themeMode: 'light',
 * }
 */
export type PorticoOptions = {
  /**
   * The app's networks, any namespace. The first network of a namespace is its default. An EVM
   * network listed without RPC URLs (`rpcUrls.default.http: []`) reads the chain through the
   * gateway: `POST {apiUrl}/v1?chainId=eip155:<id>&projectId=<projectId>` (spec §7).
   */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /** Network active before any connection. Default: eip155:1 if listed, else networks[0]. */
  defaultNetwork?: CaipNetwork
  /** One adapter per chain namespace. None: WalletConnect-only mode (spec §2 open rule). */
  adapters?: readonly ChainAdapter[]
  /** Project id sent to the gateway, catalogue and relay. */
  projectId?: string
  metadata?: PorticoMetadata
  /** Per-feature switches, merged over `DEFAULT_FEATURES`. */
  features?: Partial<Features>
  /** Default 'dark'. */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /**
   * The modal's language, one of `SUPPORTED_LOCALES` ('de-AT' is read as 'de'). Default: the
   * first of the browser's languages the kit ships, else English. Change it later with
   * `stores.theme.getState().setLocale`.
   */
  locale?: Locale
  /** Render the modal in place (no overlay, never appended to body). Default false. */
  enableEmbedded?: boolean
  /** Do not append the modal element to `document.body`. Default false. */
  disableAppend?: boolean
  /** Keep wallets on networks the app does not list instead of showing UnsupportedChain. */
  allowUnsupportedChain?: boolean
  /** Let users switch networks from the modal. Default true. */
  enableNetworkSwitch?: boolean
  /** Sign-in with any chain; cannot be combined with `siweConfig`. */
  siwx?: SiwxConfig
  /** Legacy EIP-4361 sign-in; cannot be combined with `siwx`. */
  siweConfig?: SiweConfig
  /** Base URL of the blockchain API (spec §7). Default http://127.0.0.1:8787. */
  apiUrl?: string
  /** Base URL of the wallet-catalogue API. Default: `apiUrl`. */
  catalogueUrl?: string
  /** The zone of account names on the gateway (its `names.suffix`). Default '.portico.id'. */
  nameSuffix?: string
  /** `fetch` of the gateway and catalogue clients. Default: the platform's. */
  fetch?: FetchLike
  /** The visitor's languages and the page's location, when not read from the browser. */
  environment?: PorticoEnvironment
  /** SDK type sent as `st` to the APIs. Default 'portico'. */
  sdkType?: string
  /** SDK version sent as `sv` to the APIs (e.g. 'react-0.1.0'). Default 'core-0.1.0'. */
  sdkVersion?: string
  /** Wallet ids shown first, in this order. */
  featuredWalletIds?: readonly string[]
  /**
   * Wallets of the app's own, not in the catalogue: the Connect view lists them in the 'custom'
   * group of `connectorTypeOrder`, and picking one connects through WalletConnect with its links.
   */
  customWallets?: readonly WalletCatalogueEntry[]
  /** Terms of service, linked from the legal checkbox (`features.legalCheckbox`). */
  termsConditionsUrl?: string
  /** Privacy policy, linked from the legal checkbox (`features.legalCheckbox`). */
  privacyPolicyUrl?: string
  /** Only these wallet ids are listed. */
  includeWalletIds?: readonly string[]
  /** These wallet ids are never listed. */
  excludeWalletIds?: readonly string[]
  /** Where the spec §3 keys live. Default localStorage in browsers; `null` disables storage. */
  storage?: StorageLike | null
  /** Mobile detection override; default: user agent and touch detection in browsers. */
  isMobile?: boolean | (() => boolean)
  /**
   * Default: `createPorticoLogger()`, which prints errors only to the console (spec §9's default
   * level) and keeps the latest warnings and errors in a buffer of about 1 MB.
   */
  logger?: PorticoLogger
  /**
   * Loads the embedded wallet (email and social login): pass
   * `() => import('@portico/embedded-wallet')`. Called only when `features.email` or
   * `features.socials` is on and the Connect view shows, or to restore a stored embedded-wallet
   * connection. Without it no email field shows.
   */
  embeddedWallet?: () => Promise<EmbeddedWalletModule>
  /** Base URL of the embedded wallet's secure frame service. Default http://127.0.0.1:8789. */
  walletFrameUrl?: string
  /**
   * The page's Content Security Policy nonce, put on the `<style>` elements the kit falls back to
   * where constructable stylesheets are missing. Not needed in current browsers.
   */
  nonce?: string
}

/**
 * Options after defaults are applied: what `portico.options` and `stores.options` hold.
 * @example
 * portico.options.features.swaps // true unless the app turned it off
 */
export type ResolvedPorticoOptions = Omit<
  PorticoOptions,
  | 'features'
  | 'themeMode'
  | 'locale'
  | 'defaultNetwork'
  | 'adapters'
  | 'enableEmbedded'
  | 'disableAppend'
  | 'allowUnsupportedChain'
  | 'enableNetworkSwitch'
  | 'apiUrl'
  | 'catalogueUrl'
  | 'storage'
  | 'isMobile'
  | 'logger'
  | 'walletFrameUrl'
> & {
  features: Features
  themeMode: ThemeMode
  locale: Locale
  defaultNetwork: CaipNetwork
  adapters: readonly ChainAdapter[]
  /** Namespaces that have an adapter, in the order given. */
  namespaces: readonly ChainNamespace[]
  enableEmbedded: boolean
  disableAppend: boolean
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  apiUrl: string
  catalogueUrl: string
  isMobile: () => boolean
  logger: PorticoLogger
  walletFrameUrl: string
}

import type {
  CaipNetwork,
  ChainNamespace,
  Features,
  ThemeMode,
  ThemeVariables,
} from '@portico/common'
import type { FetchLike } from '../api/ApiTransport'
import type { ChainAdapter } from './ChainAdapter'
import type { StorageLike } from './PorticoStorage'
import type { SiweConfig, SiwxConfig } from './SiwxConfig'

/**
 * The app as wallets see it (spec §3 Dapp data).
 * @example
 * const metadata: PorticoMetadata = {
 *   name: 'Demo', description: 'Portico demo', url: 'http://127.0.0.1:5173', icons: [],
 * }
 */
export type PorticoMetadata = {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

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
  /** The app's networks, any namespace. The first network of a namespace is its default. */
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
  /** `fetch` of the gateway and catalogue clients. Default: the platform's. */
  fetch?: FetchLike
  /** SDK type sent as `st` to the APIs. Default 'portico'. */
  sdkType?: string
  /** SDK version sent as `sv` to the APIs (e.g. 'react-0.1.0'). Default 'core-0.1.0'. */
  sdkVersion?: string
  /** Wallet ids shown first, in this order. */
  featuredWalletIds?: readonly string[]
  /** Only these wallet ids are listed. */
  includeWalletIds?: readonly string[]
  /** These wallet ids are never listed. */
  excludeWalletIds?: readonly string[]
  /** Where the spec §3 keys live. Default localStorage in browsers; `null` disables storage. */
  storage?: StorageLike | null
  /** Mobile detection override; default: user agent and touch detection in browsers. */
  isMobile?: boolean | (() => boolean)
  /** Default console. */
  logger?: PorticoLogger
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
> & {
  features: Features
  themeMode: ThemeMode
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
}

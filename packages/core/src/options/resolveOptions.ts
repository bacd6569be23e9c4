import {
  type CaipNetwork,
  type ChainNamespace,
  DEFAULT_CHAIN_ID,
  DEFAULT_FEATURES,
  DEFAULT_THEME_MODE,
  matchLocale,
  SiwxConfigConflictError,
} from '@portico/common'
import type { PorticoOptions, ResolvedPorticoOptions } from '../types/PorticoOptions'
import { browserLanguages } from './browserLanguages'
import { detectMobile } from './detectMobile'

/** The self-hosted gateway of the dev stack serves both the blockchain and catalogue APIs. */
const DEFAULT_API_URL = 'http://127.0.0.1:8787'
/** The wallet-frame service of the dev stack. */
const DEFAULT_WALLET_FRAME_URL = 'http://127.0.0.1:8789'

function pickDefaultNetwork(options: PorticoOptions): CaipNetwork {
  if (options.defaultNetwork) return options.defaultNetwork
  return options.networks.find((n) => n.caipNetworkId === DEFAULT_CHAIN_ID) ?? options.networks[0]
}

/**
 * Apply the defaults of spec §1–§3 to the app's options. Throws SiwxConfigConflictError when
 * both `siwx` and `siweConfig` are set.
 * @example
 * resolveOptions({ networks: [KNOWN_CHAINS.mainnet] }).themeMode // 'dark'
 */
export function resolveOptions(options: PorticoOptions): ResolvedPorticoOptions {
  if (options.siwx && options.siweConfig) throw new SiwxConfigConflictError()
  const adapters = options.adapters ?? []
  const namespaces: ChainNamespace[] = []
  for (const adapter of adapters) {
    if (!namespaces.includes(adapter.namespace)) namespaces.push(adapter.namespace)
  }
  const apiUrl = options.apiUrl ?? DEFAULT_API_URL
  const { isMobile } = options
  return {
    ...options,
    features: { ...DEFAULT_FEATURES, ...options.features },
    themeMode: options.themeMode ?? DEFAULT_THEME_MODE,
    locale: matchLocale(options.locale ? [options.locale] : browserLanguages()),
    defaultNetwork: pickDefaultNetwork(options),
    adapters,
    namespaces,
    enableEmbedded: options.enableEmbedded ?? false,
    disableAppend: options.disableAppend ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    apiUrl,
    catalogueUrl: options.catalogueUrl ?? apiUrl,
    isMobile: typeof isMobile === 'function' ? isMobile : () => isMobile ?? detectMobile(),
    logger: options.logger ?? console,
    walletFrameUrl: options.walletFrameUrl ?? DEFAULT_WALLET_FRAME_URL,
  }
}

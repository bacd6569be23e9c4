import {
  type CaipNetwork,
  type ChainNamespace,
  DEFAULT_CHAIN_ID,
  DEFAULT_FEATURES,
  DEFAULT_THEME_MODE,
  matchLocale,
  SiwxConfigConflictError,
} from '@portico/common'
import { createPorticoLogger } from '../logger/createPorticoLogger'
import { lazySiweConfigSiwx } from '../siwx/lazySiweConfigSiwx'
import type { PorticoOptions, ResolvedPorticoOptions } from '../types/PorticoOptions'
import { detectMobile } from './detectMobile'
import { readEnvironment } from './readEnvironment'
import { withGatewayRpcUrl } from './withGatewayRpcUrl'

/** The self-hosted gateway of the dev stack serves both the blockchain and catalogue APIs. */
const DEFAULT_API_URL = 'http://127.0.0.1:8787'
/** The wallet-frame service of the dev stack. */
const DEFAULT_WALLET_FRAME_URL = 'http://127.0.0.1:8789'

function pickDefaultNetwork(options: PorticoOptions): CaipNetwork {
  const { defaultNetwork, networks } = options
  // The listed network itself when it is one: it may have been given the gateway's RPC URL.
  if (defaultNetwork) {
    return networks.find((n) => n.caipNetworkId === defaultNetwork.caipNetworkId) ?? defaultNetwork
  }
  return networks.find((n) => n.caipNetworkId === DEFAULT_CHAIN_ID) ?? networks[0]
}

/**
 * Apply the defaults of spec §1–§3 to the app's options; an EVM network without an RPC URL of
 * the app's reads the chain through the gateway (`{apiUrl}/v1?chainId&projectId`, spec §7); a
 * legacy `siweConfig` alone becomes `siwx`. Throws SiwxConfigConflictError when both `siwx` and
 * `siweConfig` are set.
 * @example
 * resolveOptions({ networks: [KNOWN_CHAINS.mainnet] }).themeMode // 'dark'
 */
export function resolveOptions(options: PorticoOptions): ResolvedPorticoOptions {
  if (options.siwx && options.siweConfig) throw new SiwxConfigConflictError()
  // A legacy siweConfig alone signs in as it did in AppKit: core turns it into siwx.
  const siwx =
    options.siwx ??
    (options.siweConfig &&
      lazySiweConfigSiwx(options.siweConfig, { environment: options.environment }))
  const adapters = options.adapters ?? []
  const namespaces: ChainNamespace[] = []
  for (const adapter of adapters) {
    if (!namespaces.includes(adapter.namespace)) namespaces.push(adapter.namespace)
  }
  const apiUrl = options.apiUrl ?? DEFAULT_API_URL
  const { isMobile } = options
  const gateway = { apiUrl, projectId: options.projectId }
  const [first, ...rest] = options.networks
  const networks: PorticoOptions['networks'] = [
    withGatewayRpcUrl(first, gateway),
    ...rest.map((network) => withGatewayRpcUrl(network, gateway)),
  ]
  return {
    ...options,
    ...(siwx && { siwx }),
    networks,
    features: { ...DEFAULT_FEATURES, ...options.features },
    themeMode: options.themeMode ?? DEFAULT_THEME_MODE,
    locale: matchLocale(
      options.locale ? [options.locale] : readEnvironment(options.environment).languages,
    ),
    defaultNetwork: pickDefaultNetwork({
      ...options,
      networks,
      ...(options.defaultNetwork && {
        defaultNetwork: withGatewayRpcUrl(options.defaultNetwork, gateway),
      }),
    }),
    adapters,
    namespaces,
    enableEmbedded: options.enableEmbedded ?? false,
    disableAppend: options.disableAppend ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    apiUrl,
    catalogueUrl: options.catalogueUrl ?? apiUrl,
    isMobile: typeof isMobile === 'function' ? isMobile : () => isMobile ?? detectMobile(),
    logger: options.logger ?? createPorticoLogger(),
    walletFrameUrl: options.walletFrameUrl ?? DEFAULT_WALLET_FRAME_URL,
  }
}

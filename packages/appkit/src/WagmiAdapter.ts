import {
  createPorticoWagmiConfig,
  createWagmiAdapter,
  type WagmiAdapter as PorticoWagmiAdapter,
  toViemChain,
} from '@portico/adapter-wagmi'
import { BaseError, type CaipNetwork } from '@portico/common'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  http,
  injected,
  type Storage,
  type Transport,
} from '@wagmi/core'
import type { Chain } from 'viem'
import type { AppKitCustomRpcUrlMap } from './options/AppKitCustomRpcUrl'
import type { AppKitAdapter, AppKitNetwork } from './options/AppKitOptions'
import { customRpcTransports } from './options/customRpcTransports'
import { toCaipNetwork } from './options/toCaipNetwork'

/**
 * What `new WagmiAdapter(…)` takes: AppKit's names, plus the wagmi options Portico passes on.
 * @example
 * const options: WagmiAdapterOptions = { projectId: 'my-project', networks: [mainnet], ssr: true }
 */
export type WagmiAdapterOptions = {
  projectId: string
  /** The app's networks (viem chains or CAIP networks); the EVM ones become wagmi's chains. */
  networks: readonly AppKitNetwork[]
  /** Server rendering: wagmi reads its storage only when reconnecting. */
  ssr?: boolean
  /** wagmi's storage, e.g. `createStorage({ storage: cookieStorage })`. */
  storage?: Storage
  /** Transports by chain id. Default: HTTP to each network's RPC URL. */
  transports?: Record<number, Transport>
  /**
   * RPC URLs by CAIP-2 network id (`'eip155:1'`), tried in order before the network's own by
   * that chain's transport. A chain given in `transports` keeps that transport.
   */
  customRpcUrls?: AppKitCustomRpcUrlMap
  /** wagmi connectors added to the injected one (EIP-6963 wallets are found on their own). */
  connectors?: readonly CreateConnectorFn[]
}

/**
 * AppKit's wagmi adapter: `.wagmiConfig` is the config to hand to `<WagmiProvider>`, and the
 * Portico adapter drives the same config, so wagmi's hooks and the kit share one state.
 * @example
 * const wagmiAdapter = new WagmiAdapter({ projectId, networks, ssr: true })
 * createAppKit({ projectId, networks, adapters: [wagmiAdapter] })
 * <WagmiProvider config={wagmiAdapter.wagmiConfig}>…</WagmiProvider>
 */
export class WagmiAdapter implements AppKitAdapter {
  readonly wagmiConfig: Config
  readonly porticoAdapter: PorticoWagmiAdapter
  readonly projectId: string
  readonly networks: readonly AppKitNetwork[]

  constructor(options: WagmiAdapterOptions) {
    this.projectId = options.projectId
    this.networks = options.networks
    const networks = options.networks.map(toCaipNetwork)
    const transports = {
      ...customRpcTransports(networks, options.customRpcUrls),
      ...options.transports,
    }
    this.wagmiConfig =
      options.storage || options.connectors
        ? configWithExtras(options, networks, transports)
        : createPorticoWagmiConfig({ networks, transports, ssr: options.ssr })
    this.porticoAdapter = createWagmiAdapter({ networks, wagmiConfig: this.wagmiConfig })
  }
}

function configWithExtras(
  options: WagmiAdapterOptions,
  networks: readonly CaipNetwork[],
  given: Readonly<Record<number, Transport>>,
): Config {
  const chains = networks.filter((n) => n.chainNamespace === 'eip155').map(toViemChain)
  if (chains.length === 0) throw new BaseError('No eip155 network given to WagmiAdapter')
  const transports: Record<number, Transport> = {}
  for (const chain of chains) {
    transports[chain.id] = given[chain.id] ?? http(chain.rpcUrls.default.http[0])
  }
  return createConfig({
    chains: chains as [Chain, ...Chain[]],
    transports,
    connectors: [injected(), ...(options.connectors ?? [])],
    // Portico's adapter finds EIP-6963 wallets itself and adds them to this config.
    multiInjectedProviderDiscovery: false,
    ssr: options.ssr ?? false,
    ...(options.storage ? { storage: options.storage } : {}),
  })
}

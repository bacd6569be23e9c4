import type { CaipNetwork } from '@portico/common'
import {
  type AdapterContext,
  type ChainAdapter,
  type Connector,
  createLoader,
  forwardCalls,
  type StorageLike,
} from '@portico/core'
import {
  type AnnouncedProvider,
  type DiscoveryTarget,
  LEGACY_INJECTED_ID,
} from '@portico/evm-injected'
import type { Config, Transport } from '@wagmi/core'
import { toPorticoConnectors } from './connectors/toPorticoConnectors'
import { createPorticoWagmiConfig } from './createPorticoWagmiConfig'
import { findConnection } from './internal/findConnection'
import { WALLET_ACTION_NAMES } from './setup/walletActionNames'

/** How long `reconnect` waits for a stored wallet that has not announced itself yet. */
const RECONNECT_DISCOVERY_TIMEOUT_MS = 1_000

/**
 * Options of {@link createWagmiAdapter}.
 * @example
 * const options: CreateWagmiAdapterParameters = { networks: [anvil, anvil2] }
 */
export type CreateWagmiAdapterParameters = {
  /** The app's EVM networks (other namespaces are ignored). */
  networks: readonly CaipNetwork[]
  /** The host's wagmi config, so its hooks and Portico share one state. Default: one made from `networks`. */
  wagmiConfig?: Config | undefined
  /** Transports by chain id for the config Portico makes. Default: HTTP to each network's RPC URLs. */
  transports?: Readonly<Record<number, Transport>> | undefined
  /** Server rendering: wagmi reads its storage only at `reconnect`. */
  ssr?: boolean | undefined
  /** Storage for the config Portico makes (e.g. Portico's own). Default: wagmi's localStorage entry. */
  storage?: StorageLike | undefined
  /** Extra USDT-style token contracts (CAIP-10) whose `transfer` returns nothing. */
  usdtContracts?: readonly string[] | undefined
  /** Where EIP-6963 wallets announce themselves. Default: `window`. */
  discoveryTarget?: DiscoveryTarget | undefined
  /** Receives recovered problems (malformed announcements). Default: `console`. */
  logger?: { warn(message: string, ...details: unknown[]): void } | undefined
  /** How long `reconnect` waits for a stored wallet to announce itself. Default 1000 ms. */
  reconnectTimeoutMs?: number | undefined
}

/**
 * A Portico {@link ChainAdapter} on wagmi, plus the wagmi config it drives.
 * @example
 * const adapter: WagmiAdapter = createWagmiAdapter({ networks })
 * adapter.wagmiConfig.chains
 */
export type WagmiAdapter = ChainAdapter & { readonly wagmiConfig: Config }

const browserWindow = (): (DiscoveryTarget & { ethereum?: unknown }) | undefined =>
  typeof window === 'undefined' ? undefined : window

/** wagmi's `injected()` reads `window.ethereum`; the Browser Wallet entry must see the same. */
const legacyProvider = (): unknown => browserWindow()?.ethereum

/**
 * Creates the EVM adapter: EIP-6963 and `window.ethereum` wallets through wagmi, balances,
 * network switching, signing, native and ERC-20 sends, and the wallet's events into core.
 * @example
 * const wagmiAdapter = createWagmiAdapter({ networks: [anvil, anvil2] })
 * const portico = createPortico({ networks: [anvil, anvil2], adapters: [wagmiAdapter] })
 * await portico.init()
 */
export function createWagmiAdapter(parameters: CreateWagmiAdapterParameters): WagmiAdapter {
  // RPC URLs core gives networks the app listed without one (the gateway's), known at setup.
  const coreRpcUrls = new Map<number, string>()
  const config =
    parameters.wagmiConfig ??
    createPorticoWagmiConfig({
      networks: parameters.networks,
      transports: parameters.transports,
      defaultRpcUrl: (chainId) => coreRpcUrls.get(chainId),
      ssr: parameters.ssr,
      storage: parameters.storage,
    })
  const logger = parameters.logger ?? console
  // The running part (discovery, the connection's events) and the wallet actions come as one
  // chunk, with `setup` or the first action; a failed load is retried by the next use.
  const parts = createLoader(() => import('./setup/adapterParts'))
  // getWalletProvider is synchronous while wagmi hands providers out asynchronously: the actions
  // remember each connection's provider here.
  const providers = new Map<string, unknown>()
  const walletActions = createLoader(async () =>
    (await parts()).createWalletActions({
      config,
      providers,
      reconnectTimeoutMs: parameters.reconnectTimeoutMs ?? RECONNECT_DISCOVERY_TIMEOUT_MS,
      usdtContracts: parameters.usdtContracts,
    }),
  )
  let announced: readonly AnnouncedProvider[] = []
  const getConnectors = (): Connector[] =>
    toPorticoConnectors({
      connectors: config.connectors,
      announced,
      legacyProvider: legacyProvider(),
    })
  // Bumped by each setup and teardown: a setup whose code arrives after either starts nothing.
  let generation = 0
  const stops: (() => void)[] = []

  async function setup(context: AdapterContext): Promise<void> {
    const mine = ++generation
    for (const network of context.networks) {
      const [url] = network.rpcUrls.default.http
      if (url !== undefined) coreRpcUrls.set(Number(network.id), url)
    }
    // A failed fetch fails this setup, which core reports; the next use of the parts retries it.
    const { watchWallets } = await parts()
    if (mine !== generation) return
    stops.push(
      watchWallets({
        config,
        context,
        target: parameters.discoveryTarget ?? browserWindow(),
        getConnectors,
        logger,
        onAnnounced: (list) => {
          announced = list
        },
      }),
    )
  }

  return {
    namespace: 'eip155',
    adapterType: 'wagmi',
    wagmiConfig: config,
    preload: () => {
      parts().catch(() => undefined)
    },
    setup,
    teardown: () => {
      generation++
      for (const stop of stops.splice(0)) stop()
    },
    getConnectors,
    ...forwardCalls(walletActions, WALLET_ACTION_NAMES),
    watchBlocks: (p) => {
      // The watcher's code comes with the adapter's parts; a stop before it arrived still holds.
      let stop: (() => void) | undefined
      let stopped = false
      walletActions()
        .then((loaded) => {
          if (!stopped) stop = loaded.watchBlocks(p)
        })
        .catch((error: unknown) => logger.warn('Portico: watching new blocks failed', error))
      return () => {
        stopped = true
        stop?.()
      }
    },
    getWalletProvider: (p) => {
      const id = p.connectorId ?? findConnection(config)?.connector.id
      if (id === undefined) return undefined
      const match = announced.find((a) => a.info.rdns === id)
      return (
        providers.get(id) ??
        match?.provider ??
        (id === LEGACY_INJECTED_ID ? legacyProvider() : undefined)
      )
    },
  }
}

import {
  type AdapterContext,
  type ChainAdapter,
  type Connector,
  createLoader,
  forwardCalls,
} from '@portico/core'
import {
  type AnnouncedProvider,
  type DiscoveryTarget,
  LEGACY_INJECTED_ID,
} from '@portico/evm-injected'
import type { Config } from '@wagmi/core'
import { toPorticoConnectors } from './connectors/toPorticoConnectors'
import { findConnection } from './internal/findConnection'
import { WALLET_ACTION_NAMES } from './setup/walletActionNames'

/** How long `reconnect` waits for a stored wallet that has not announced itself yet. */
const RECONNECT_DISCOVERY_TIMEOUT_MS = 1_000

/**
 * Options of {@link adaptWagmiConfig}, all optional.
 * @example
 * const options: AdaptWagmiConfigOptions = { reconnectTimeoutMs: 2_000 }
 */
export type AdaptWagmiConfigOptions = {
  /** Extra USDT-style token contracts (CAIP-10) whose `transfer` returns nothing. */
  usdtContracts?: readonly string[] | undefined
  /** Where EIP-6963 wallets announce themselves. Default: `window`. */
  discoveryTarget?: DiscoveryTarget | undefined
  /** Receives recovered problems (malformed announcements). Default: `console`. */
  logger?: { warn(message: string, ...details: unknown[]): void } | undefined
  /** How long `reconnect` waits for a stored wallet to announce itself. Default 1000 ms. */
  reconnectTimeoutMs?: number | undefined
  /** Told the networks core hands the adapter at each setup (their RPC URLs included). */
  onSetup?: ((context: AdapterContext) => void) | undefined
}

/**
 * A Portico {@link ChainAdapter} on wagmi, plus the wagmi config it drives.
 * @example
 * const adapter: WagmiAdapter = adaptWagmiConfig(config)
 * adapter.wagmiConfig.chains
 */
export type WagmiAdapter = ChainAdapter & { readonly wagmiConfig: Config }

const browserWindow = (): (DiscoveryTarget & { ethereum?: unknown }) | undefined =>
  typeof window === 'undefined' ? undefined : window

/** wagmi's `injected()` reads `window.ethereum`; the Browser Wallet entry must see the same. */
const legacyProvider = (): unknown => browserWindow()?.ethereum

/**
 * The EVM adapter on the host's own wagmi config: EIP-6963 and `window.ethereum` wallets
 * through wagmi, balances, network switching, signing, native and ERC-20 sends, and the
 * wallet's events into core. The host's hooks and Portico share one connection state. Unlike
 * `createWagmiAdapter`, it never makes a config, so a page that brings one does not load
 * that code.
 * @example
 * const wagmiAdapter = adaptWagmiConfig(wagmiConfig)
 * const portico = createPortico({ networks, adapters: [wagmiAdapter] })
 */
export function adaptWagmiConfig(
  config: Config,
  options: AdaptWagmiConfigOptions = {},
): WagmiAdapter {
  const logger = options.logger ?? console
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
      reconnectTimeoutMs: options.reconnectTimeoutMs ?? RECONNECT_DISCOVERY_TIMEOUT_MS,
      usdtContracts: options.usdtContracts,
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
    options.onSetup?.(context)
    // A failed fetch fails this setup, which core reports; the next use of the parts retries it.
    const { watchWallets } = await parts()
    if (mine !== generation) return
    stops.push(
      watchWallets({
        config,
        context,
        target: options.discoveryTarget ?? browserWindow(),
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

import type { CaipNetwork } from '@portico/common'
import type { StorageLike } from '@portico/core'
import type { DiscoveryTarget } from '@portico/evm-injected'
import type { Config, Transport } from '@wagmi/core'
import { adaptWagmiConfig, type WagmiAdapter } from './adaptWagmiConfig'
import { createPorticoWagmiConfig } from './createPorticoWagmiConfig'

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
 * Creates the EVM adapter on the host's wagmi config when one is given, otherwise on one made
 * from `networks` (`adapter.wagmiConfig`, for wagmi's `<WagmiProvider>`): EIP-6963 and
 * `window.ethereum` wallets through wagmi, balances, network switching, signing, native and
 * ERC-20 sends, and the wallet's events into core. A page that always brings its own config
 * loads less with {@link adaptWagmiConfig}.
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
  return adaptWagmiConfig(config, {
    usdtContracts: parameters.usdtContracts,
    discoveryTarget: parameters.discoveryTarget,
    logger: parameters.logger,
    reconnectTimeoutMs: parameters.reconnectTimeoutMs,
    onSetup: (context) => {
      for (const network of context.networks) {
        const [url] = network.rpcUrls.default.http
        if (url !== undefined) coreRpcUrls.set(Number(network.id), url)
      }
    },
  })
}

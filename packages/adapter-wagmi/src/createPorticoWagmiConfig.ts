import { BaseError, type CaipNetwork } from '@portico/common'
import {
  type Config,
  type CreateStorageParameters,
  createConfig,
  createStorage,
  http,
  injected,
  type Transport,
} from '@wagmi/core'
import type { Chain } from 'viem'
import { toViemChain } from './toViemChain'
import { deferredTransport } from './transports/deferredTransport'
import { HTTP_OPTIONS } from './transports/httpOptions'

/**
 * Options of {@link createPorticoWagmiConfig}.
 * @example
 * const options: CreatePorticoWagmiConfigParameters = { networks: [anvil], ssr: false }
 */
export type CreatePorticoWagmiConfigParameters = {
  /** EVM networks; others are ignored. The first one is wagmi's initial chain. */
  networks: readonly CaipNetwork[]
  /** Transports by chain id; default: HTTP to the network's RPC URLs. */
  transports?: Readonly<Record<number, Transport>> | undefined
  /**
   * The RPC URL of a network that has none of its own (the gateway's, once core knows it),
   * asked at each request.
   */
  defaultRpcUrl?: ((chainId: number) => string | undefined) | undefined
  /** Server rendering: wagmi waits for `reconnect()` before reading storage. */
  ssr?: boolean | undefined
  /** Where wagmi keeps its connection state; default: wagmi's own `localStorage` entry. */
  storage?: NonNullable<CreateStorageParameters['storage']> | undefined
  /** Prefix of wagmi's storage keys when `storage` is given. */
  storageKey?: string | undefined
}

/**
 * The own config's transports' chunk, its namespace whole: a bundler drops the exports an
 * `import()` is seen to leave unread, and core's started parts are re-exported there for the
 * bundler (see `loadOwnTransports`).
 */
const importOwnTransports = () => import('./transports/loadOwnTransports')

/**
 * A network's transport: HTTP to its one RPC URL; over several, a ranked fallback; with none,
 * HTTP to the gateway once core has given its URL. The last two load with their first request.
 */
function networkTransport(urls: readonly string[], lateUrl: () => string | undefined): Transport {
  const [only] = urls
  if (urls.length === 1 && only !== undefined) return http(only, HTTP_OPTIONS)
  const several = urls.length > 1
  return deferredTransport(
    several
      ? { key: 'fallback', name: 'Fallback', type: 'fallback' }
      : { key: 'http', name: 'HTTP JSON-RPC', type: 'http' },
    async () => {
      const { lateHttp, rankedFallback } = await importOwnTransports()
      return several ? rankedFallback(urls) : lateHttp(lateUrl)
    },
  )
}

/**
 * Makes the wagmi config Portico uses when the host brings none: one viem chain per EVM
 * network, HTTP transports to their RPC URLs (a network without one: `defaultRpcUrl`'s), and the legacy `window.ethereum` connector.
 *
 * EIP-6963 wallets are added by the adapter's own discovery, so wagmi's is turned off.
 * @example
 * const config = createPorticoWagmiConfig({ networks: [anvil, anvil2] })
 */
export function createPorticoWagmiConfig(parameters: CreatePorticoWagmiConfigParameters): Config {
  const chains = parameters.networks.filter((n) => n.chainNamespace === 'eip155').map(toViemChain)
  const [first, ...rest] = chains
  if (!first) throw new BaseError('No eip155 network configured for the wagmi adapter')
  const transports: Record<number, Transport> = {}
  for (const chain of chains) {
    transports[chain.id] =
      parameters.transports?.[chain.id] ??
      networkTransport(chain.rpcUrls.default.http, () => parameters.defaultRpcUrl?.(chain.id))
  }
  return createConfig({
    chains: [first, ...rest] as readonly [Chain, ...Chain[]],
    transports,
    connectors: [injected()],
    multiInjectedProviderDiscovery: false,
    ssr: parameters.ssr ?? false,
    ...(parameters.storage
      ? {
          storage: createStorage({
            storage: parameters.storage,
            key: parameters.storageKey ?? 'portico.wagmi',
          }),
        }
      : {}),
  })
}

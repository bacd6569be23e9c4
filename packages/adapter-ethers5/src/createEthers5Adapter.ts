import type { CaipNetwork } from '@portico/common'
import type { StorageLike } from '@portico/core'
import type { DiscoveryTarget } from '@portico/evm-injected'
import { createInjectedEvmAdapter, type InjectedEvmAdapter } from '@portico/evm-injected'

/**
 * Options of {@link createEthers5Adapter}.
 * @example
 * const options: CreateEthers5AdapterParameters = { networks: [anvil, anvil2] }
 */
export type CreateEthers5AdapterParameters = {
  /** The app's EVM networks (other namespaces are ignored); reads go to their RPC URLs. */
  networks: readonly CaipNetwork[]
  /** Where EIP-6963 wallets announce themselves. Default: `window`. */
  discoveryTarget?: DiscoveryTarget | undefined
  /** Where the connected wallet's id is kept for the next page load. Default: `localStorage`. */
  storage?: StorageLike | undefined
  /** Extra USDT-style token contracts (CAIP-10) whose `transfer` returns nothing. */
  usdtContracts?: readonly string[] | undefined
  /** Receives recovered problems (malformed announcements). Default: `console`. */
  logger?: { warn(message: string, ...details: unknown[]): void } | undefined
  /** How long `reconnect` waits for a stored wallet to announce itself. Default 1000 ms. */
  reconnectTimeoutMs?: number | undefined
}

/**
 * A Portico ChainAdapter on ethers v5, plus EIP-712 signing.
 * @example
 * const adapter: Ethers5Adapter = createEthers5Adapter({ networks })
 */
export type Ethers5Adapter = InjectedEvmAdapter

/**
 * Creates the EVM adapter on ethers v5: EIP-6963 and `window.ethereum` wallets, each wrapped
 * in ethers v5's Web3Provider to sign and send; balances, fees and simulations through
 * StaticJsonRpcProvider on the network's RPC; network switching and the wallet's events into core.
 * ethers itself loads with the first action, not with the page.
 * @example
 * const ethers5Adapter = createEthers5Adapter({ networks: [anvil, anvil2] })
 * const portico = createPortico({ networks: [anvil, anvil2], adapters: [ethers5Adapter] })
 * await portico.init()
 */
export function createEthers5Adapter(parameters: CreateEthers5AdapterParameters): Ethers5Adapter {
  return createInjectedEvmAdapter({
    ...parameters,
    adapterType: 'ethers5',
    loadActions: () => import('./actions/deferredActions'),
  })
}

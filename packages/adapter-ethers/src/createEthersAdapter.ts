import type { CaipNetwork } from '@portico/common'
import type { StorageLike } from '@portico/core'
import type { DiscoveryTarget } from '@portico/evm-injected'
import { createInjectedEvmAdapter, type InjectedEvmAdapter } from '@portico/evm-injected'

/**
 * Options of {@link createEthersAdapter}.
 * @example
 * const options: CreateEthersAdapterParameters = { networks: [anvil, anvil2] }
 */
export type CreateEthersAdapterParameters = {
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
 * A Portico ChainAdapter on ethers v6, plus EIP-712 signing.
 * @example
 * const adapter: EthersAdapter = createEthersAdapter({ networks })
 */
export type EthersAdapter = InjectedEvmAdapter

/**
 * Creates the EVM adapter on ethers v6: EIP-6963 and `window.ethereum` wallets, each wrapped
 * in ethers' BrowserProvider to sign and send; balances, fees and simulations through
 * JsonRpcProvider on the network's RPC; network switching and the wallet's events into core.
 * ethers itself loads with the first action, not with the page.
 * @example
 * const ethersAdapter = createEthersAdapter({ networks: [anvil, anvil2] })
 * const portico = createPortico({ networks: [anvil, anvil2], adapters: [ethersAdapter] })
 * await portico.init()
 */
export function createEthersAdapter(parameters: CreateEthersAdapterParameters): EthersAdapter {
  return createInjectedEvmAdapter({
    ...parameters,
    adapterType: 'ethers',
    loadActions: () => import('./actions/deferredActions'),
  })
}

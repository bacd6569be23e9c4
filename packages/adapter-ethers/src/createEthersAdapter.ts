import {
  createInjectedEvmAdapter,
  type InjectedEvmAdapter,
  type InjectedEvmAdapterOptions,
} from '@portico/evm-injected'

/**
 * Options of {@link createEthersAdapter}.
 * @example
 * const options: CreateEthersAdapterParameters = { networks: [anvil, anvil2] }
 */
export type CreateEthersAdapterParameters = InjectedEvmAdapterOptions

/**
 * A Portico ChainAdapter on ethers v6, plus EIP-712 signing.
 * @example
 * const adapter: EthersAdapter = createEthersAdapter({ networks })
 */
export type EthersAdapter = InjectedEvmAdapter

/**
 * Creates the EVM adapter on ethers v6: EIP-6963 and `window.ethereum` wallets, each wrapped
 * in ethers' BrowserProvider to sign and send; balances, fees and simulations as
 * plain JSON-RPC calls to the network's RPC; network switching and the wallet's events into core.
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

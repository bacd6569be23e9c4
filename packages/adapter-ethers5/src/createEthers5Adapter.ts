import {
  createInjectedEvmAdapter,
  type InjectedEvmAdapter,
  type InjectedEvmAdapterOptions,
} from '@portico/evm-injected'

/**
 * Options of {@link createEthers5Adapter}.
 * @example
 * const options: CreateEthers5AdapterParameters = { networks: [anvil, anvil2] }
 */
export type CreateEthers5AdapterParameters = InjectedEvmAdapterOptions

/**
 * A Portico ChainAdapter on ethers v5, plus EIP-712 signing.
 * @example
 * const adapter: Ethers5Adapter = createEthers5Adapter({ networks })
 */
export type Ethers5Adapter = InjectedEvmAdapter

/**
 * Creates the EVM adapter on ethers v5: EIP-6963 and `window.ethereum` wallets, each wrapped
 * in ethers v5's Web3Provider to sign and send; balances, fees and simulations as
 * plain JSON-RPC calls to the network's RPC; network switching and the wallet's events into core.
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

import type { CaipNetwork } from '@portico/common'
import type { ChainAdapter, StorageLike } from '@portico/core'
import type { DiscoveryTarget } from '../discovery/watchAnnouncedProviders'
import type { EvmLibraryActions, TypedData } from './EvmLibraryActions'

/**
 * The options an app passes to an injected-wallet EVM adapter (`createEthersAdapter`,
 * `createEthers5Adapter`).
 * @example
 * const options: InjectedEvmAdapterOptions = { networks: [anvil, anvil2] }
 */
export type InjectedEvmAdapterOptions = {
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
 * Options of {@link createInjectedEvmAdapter}: the public adapter options plus the library's
 * adapter type and its lazily loaded actions.
 * @example
 * createInjectedEvmAdapter({ adapterType: 'ethers', loadActions: () => import('./actions/deferredActions'), networks })
 */
export type InjectedEvmAdapterParameters = InjectedEvmAdapterOptions & {
  adapterType: 'ethers' | 'ethers5'
  loadActions: () => Promise<EvmLibraryActions>
}

/**
 * A ChainAdapter over injected EIP-1193 wallets, plus EIP-712 signing.
 * @example
 * const signature = await adapter.signTypedData({ address, typedData })
 */
export type InjectedEvmAdapter = ChainAdapter & {
  /** Signs EIP-712 typed data with the connected wallet (`eth_signTypedData_v4`). */
  signTypedData(parameters: {
    address: string
    typedData: TypedData
    connectorId?: string
  }): Promise<string>
}

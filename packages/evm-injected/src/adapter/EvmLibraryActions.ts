import type { CaipNetwork } from '@portico/common'
import type { AdapterTransaction, FeeEstimate } from '@portico/core'
import type { Eip1193Provider } from '../discovery/announcedProvider'

/**
 * EIP-712 typed data as wallets take it in `eth_signTypedData_v4` (`EIP712Domain` optional).
 * @example
 * const data: TypedData = { domain: { name: 'Portico', chainId: 31337 }, types: { Mail: [{ name: 'text', type: 'string' }] }, primaryType: 'Mail', message: { text: 'hi' } }
 */
export type TypedData = {
  domain: Record<string, unknown>
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

/**
 * The wallet and chain actions that need the chain library (ethers), loaded as one lazy chunk.
 * Reads go to the network's RPC; everything signed goes through the wallet's provider.
 * @example
 * const actions: EvmLibraryActions = await import('./actions/deferredActions')
 */
export type EvmLibraryActions = {
  getNativeBalance(parameters: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  estimateEvmFee(parameters: AdapterTransaction): Promise<FeeEstimate>
  signPersonalMessage(
    provider: Eip1193Provider,
    parameters: { message: string; address: string },
  ): Promise<string>
  signTypedDataV4(
    provider: Eip1193Provider,
    parameters: { address: string; typedData: TypedData },
  ): Promise<string>
  sendEvmTransaction(provider: Eip1193Provider, parameters: AdapterTransaction): Promise<string>
  transferErc20(
    provider: Eip1193Provider,
    parameters: {
      caipNetwork: CaipNetwork
      from: string
      to: string
      tokenAddress: string
      amount: bigint
      /**
       * The token's `transfer` in ethers' human-readable form, chosen by the shared adapter
       * (USDT-style tokens return nothing). Passed in, so the library chunks import no values of
       * this package: a bundler would otherwise put them in one ethers chunk that the other loads.
       */
      transferAbi: readonly string[]
      /** Whether the token's `transfer` answers a bool, which must then be true. */
      returnsBool: boolean
    },
  ): Promise<string>
}

import type { AdapterTransaction } from '@portico/core'
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
 * The wallet actions that need the chain library (ethers), loaded as one lazy chunk: everything
 * signed goes through the wallet's provider. Reads (balances, fees, a token transfer's
 * simulation) need no library: the shared adapter makes them on the network's RPC.
 * @example
 * const actions: EvmLibraryActions = await import('./actions/deferredActions')
 */
export type EvmLibraryActions = {
  signPersonalMessage(
    provider: Eip1193Provider,
    parameters: { message: string; address: string },
  ): Promise<string>
  signTypedDataV4(
    provider: Eip1193Provider,
    parameters: { address: string; typedData: TypedData },
  ): Promise<string>
  sendEvmTransaction(provider: Eip1193Provider, parameters: AdapterTransaction): Promise<string>
}

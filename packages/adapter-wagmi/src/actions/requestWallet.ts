import {
  type Eip1193Provider,
  requestWallet as requestEip1193Wallet,
  toPorticoError,
} from '@portico/evm-injected'
import type { Config } from '@wagmi/core'
import { findConnector } from '../internal/findConnector'

/**
 * Sends a raw JSON-RPC request to the connected wallet's EIP-1193 provider. `signal` rejects
 * the call with common's RequestAbortedError (the wallet prompt itself cannot be withdrawn).
 * @example
 * const accounts = await requestWallet(config, { method: 'eth_accounts' })
 */
export async function requestWallet(
  config: Config,
  parameters: {
    method: string
    params?: unknown
    chainId?: number | undefined
    connectorId?: string | undefined
    signal?: AbortSignal | undefined
  },
): Promise<unknown> {
  const { method, params, chainId, signal } = parameters
  let provider: Eip1193Provider
  try {
    const connector = findConnector(config, parameters.connectorId)
    provider = (await connector.getProvider(
      chainId === undefined ? undefined : { chainId },
    )) as Eip1193Provider
  } catch (error) {
    throw toPorticoError(error)
  }
  return requestEip1193Wallet(provider, { method, params, signal })
}

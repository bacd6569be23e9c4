import { RequestAbortedError } from '@portico/common'
import type { Config } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { toPorticoError } from '../errors/toPorticoError'
import { findConnector } from '../internal/findConnector'

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new RequestAbortedError({ cause: signal.reason }))
    if (signal.aborted) fail()
    else signal.addEventListener('abort', fail, { once: true })
  })
}

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
  try {
    const connector = findConnector(config, parameters.connectorId)
    const provider = (await connector.getProvider(
      chainId === undefined ? undefined : { chainId },
    )) as EIP1193Provider
    const call = provider.request({ method, params } as Parameters<EIP1193Provider['request']>[0])
    return await (signal ? Promise.race([call, aborted(signal)]) : call)
  } catch (error) {
    throw toPorticoError(error)
  }
}

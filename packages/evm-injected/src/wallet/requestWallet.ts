import { RequestAbortedError } from '@portico/common'
import type { Eip1193Provider } from '../discovery/announcedProvider'
import { toPorticoError } from '../errors/toPorticoError'

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new RequestAbortedError({ cause: signal.reason }))
    if (signal.aborted) fail()
    else signal.addEventListener('abort', fail, { once: true })
  })
}

/**
 * Sends a raw JSON-RPC request to an EIP-1193 wallet. `signal` rejects the call with common's
 * RequestAbortedError (the wallet prompt itself cannot be withdrawn); failures are Portico errors.
 * @example
 * const accounts = await requestWallet(provider, { method: 'eth_accounts' })
 */
export async function requestWallet(
  provider: Eip1193Provider,
  parameters: { method: string; params?: unknown; signal?: AbortSignal | undefined },
): Promise<unknown> {
  const { method, params, signal } = parameters
  try {
    if (signal?.aborted) return await aborted(signal)
    const call = provider.request(params === undefined ? { method } : { method, params })
    return await (signal ? Promise.race([call, aborted(signal)]) : call)
  } catch (error) {
    throw toPorticoError(error)
  }
}

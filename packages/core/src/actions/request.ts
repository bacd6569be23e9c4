import { type ChainNamespace, UNSAFE_RPC_METHODS } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import type { requestWallet } from './requestWallet'

function isUnsafe(method: string): boolean {
  return (UNSAFE_RPC_METHODS as readonly string[]).includes(method)
}

/**
 * A JSON-RPC request through the connected wallet of a namespace (default: active). An unsafe
 * method (spec §6) counts as in flight from the call on: closing the modal with no pending
 * transaction aborts it with RequestAbortedError even before its code has been fetched. The
 * rest — adapter, approval, error mapping — is {@link requestWallet}, in the deferred actions.
 * @example
 * const chainId = await request(internals, { method: 'eth_chainId' }, loadActions)
 */
export async function request(
  internals: PorticoInternals,
  params: { method: string; params?: unknown; namespace?: ChainNamespace },
  loadActions: () => Promise<{ requestWallet: typeof requestWallet }>,
): Promise<unknown> {
  const unsafe = isUnsafe(params.method) ? new AbortController() : undefined
  if (unsafe) internals.pendingRequests.add(unsafe)
  try {
    return await (await loadActions()).requestWallet(internals, params, unsafe)
  } finally {
    if (unsafe) internals.pendingRequests.delete(unsafe)
  }
}

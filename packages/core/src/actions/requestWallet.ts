import { type ChainNamespace, isMessageSigningRpcMethod } from '@portico/common'
import { isEmbedded } from '../client/isEmbedded'
import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAdapter } from '../client/requireAdapter'
import { resolveNamespace } from '../client/resolveNamespace'
import { toPorticoError } from '../utils/toPorticoError'
import { withApproval } from './withApproval'

/**
 * The part of {@link request} fetched with the deferred actions: a JSON-RPC request through the
 * connected wallet of a namespace (default: active). An unsafe method comes with `unsafe`, the
 * abort controller `request` registered at the call, and is aborted with RequestAbortedError
 * when the modal closes with no pending transaction; through the embedded wallet it also opens
 * ApproveTransaction, and the flow finishes (close or pop) when the request settles, and a
 * method on neither list is refused (refuseUnknownMethod). EIP-5792 calls are checked first
 * (checkEip5792Request).
 * @example
 * const chainId = await requestWallet(internals, { method: 'eth_chainId' }, undefined)
 */
export async function requestWallet(
  internals: PorticoInternals,
  params: { method: string; params?: unknown; namespace?: ChainNamespace },
  unsafe: AbortController | undefined,
): Promise<unknown> {
  // The EIP-5792 checks load with the first such call: most pages never make one.
  if (params.method === 'wallet_getCapabilities' || params.method === 'wallet_sendCalls') {
    const { checkEip5792Request } = await import('./checkEip5792Request')
    checkEip5792Request(params.method, params.params)
  }
  const namespace = resolveNamespace(internals, params.namespace)
  const adapter = requireAdapter(internals, namespace)
  const { stores } = internals
  const connectorId = stores.connectors.getState().activeConnectorIds[namespace]
  const caipNetwork = stores.chain.getState().networks[namespace]?.caipNetwork
  const base = {
    method: params.method,
    ...(params.params !== undefined && { params: params.params }),
    ...(caipNetwork && { caipNetwork }),
    ...(connectorId && { connectorId }),
  }
  const approve = isEmbedded(internals, namespace, connectorId)
  if (!unsafe) {
    // Only the embedded wallet's pages pay for the method lists (spec §4 unknown methods).
    if (approve)
      await (await import('./refuseUnknownMethod')).refuseUnknownMethod(internals, params.method)
    return adapter.request(base).catch(async (cause: unknown) => {
      // Spec §8: a wallet that will not tell a batch's status says so in one sentence.
      if (params.method === 'wallet_getCallsStatus')
        throw (await import('./checkEip5792Request')).toCallStatusError(cause)
      throw toPorticoError(cause)
    })
  }

  return withApproval(
    internals,
    approve && (isMessageSigningRpcMethod(params.method) ? 'signature' : 'transaction'),
    (signal) => adapter.request({ ...base, signal }),
    unsafe,
  ).catch((cause: unknown) => {
    throw toPorticoError(cause)
  })
}

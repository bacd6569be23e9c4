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
 * (checkEip5792Request); an external wallet's `wallet_sendCalls` gets the project's paymaster
 * (`withPaymasterService`) and `wallet_getCapabilities` says where the site pays
 * (`reportPaymasterService`).
 * @example
 * const chainId = await requestWallet(internals, { method: 'eth_chainId' }, undefined)
 */
export async function requestWallet(
  internals: PorticoInternals,
  params: { method: string; params?: unknown; namespace?: ChainNamespace },
  unsafe: AbortController | undefined,
): Promise<unknown> {
  // The EIP-5792 checks load with the first such call: most pages never make one.
  const eip5792 = params.method === 'wallet_getCapabilities' || params.method === 'wallet_sendCalls'
  if (eip5792) {
    const { checkEip5792Request } = await import('./checkEip5792Request')
    checkEip5792Request(params.method, params.params)
  }
  const namespace = resolveNamespace(internals, params.namespace)
  const adapter = requireAdapter(internals, namespace)
  const { stores } = internals
  const connectorId = stores.connectors.getState().activeConnectorIds[namespace]
  const caipNetwork = stores.chain.getState().networks[namespace]?.caipNetwork
  const approve = isEmbedded(internals, namespace, connectorId)
  // ERC-7677: an external wallet's batch is offered the project's own paymaster where it pays;
  // the embedded wallet's frame asks its gateway itself and takes no paymaster from a page.
  const sponsorable = namespace === 'eip155' && eip5792
  const sent =
    sponsorable && params.method === 'wallet_sendCalls' && !approve
      ? await (await import('../sponsorship/paymasterServiceCapability')).withPaymasterService(
          internals,
          params.params,
          caipNetwork ? Number(caipNetwork.id) : undefined,
        )
      : params.params
  const base = {
    method: params.method,
    ...(sent !== undefined && { params: sent }),
    ...(caipNetwork && { caipNetwork }),
    ...(connectorId && { connectorId }),
  }
  if (!unsafe) {
    // Only the embedded wallet's pages pay for the method lists (spec §4 unknown methods).
    if (approve)
      await (await import('./refuseUnknownMethod')).refuseUnknownMethod(internals, params.method)
    const answer = await adapter.request(base).catch(async (cause: unknown) => {
      // Spec §8: a wallet that will not tell a batch's status says so in one sentence.
      if (params.method === 'wallet_getCallsStatus')
        throw (await import('./checkEip5792Request')).toCallStatusError(cause)
      throw toPorticoError(cause)
    })
    if (!sponsorable || params.method !== 'wallet_getCapabilities') return answer
    const { reportPaymasterService } = await import('../sponsorship/paymasterServiceCapability')
    return reportPaymasterService(internals, answer, { embedded: approve })
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

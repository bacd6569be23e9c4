import { type ChainNamespace, UNSAFE_RPC_METHODS } from '@portico/common'
import { isEmbedded } from '../client/isEmbedded'
import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAdapter } from '../client/requireAdapter'
import { resolveNamespace } from '../client/resolveNamespace'
import { toPorticoError } from '../utils/toPorticoError'
import { withApproval } from './withApproval'

function isUnsafe(method: string): boolean {
  return (UNSAFE_RPC_METHODS as readonly string[]).includes(method)
}

/**
 * A JSON-RPC request through the connected wallet of a namespace (default: active). Unsafe
 * methods (spec §6) are aborted with RequestAbortedError when the modal closes with no pending
 * transaction; through the embedded wallet they also open ApproveTransaction, and the flow
 * finishes (close or pop) when the request settles, and a method on neither list is refused
 * (refuseUnknownMethod). EIP-5792 calls are checked first (checkEip5792Request).
 * @example
 * const chainId = await request(internals, { method: 'eth_chainId' })
 */
export async function request(
  internals: PorticoInternals,
  params: { method: string; params?: unknown; namespace?: ChainNamespace },
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
  if (!isUnsafe(params.method)) {
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

  return withApproval(internals, approve, (signal) => adapter.request({ ...base, signal })).catch(
    (cause: unknown) => {
      throw toPorticoError(cause)
    },
  )
}

import {
  EMBEDDED_WALLET_TIMEOUTS_MS,
  isKnownRpcMethod,
  RpcCallNotAllowedError,
} from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import { openModal } from './openModal'

/**
 * Spec §4 for the embedded wallet: a method on neither the safe nor the unsafe list opens the
 * modal, then after a short delay shows 'Action not allowed' and rejects every open request
 * (RpcCallNotAllowedError, 'Requested RPC call is not allowed'). Known methods pass.
 * @example
 * await refuseUnknownMethod(internals, 'eth_sign') // throws
 */
export async function refuseUnknownMethod(
  internals: PorticoInternals,
  method: string,
): Promise<void> {
  if (isKnownRpcMethod(method)) return
  await openModal(internals)
  // The modal shows first, so the visitor sees where the refusal comes from.
  await new Promise<void>((resolve) =>
    internals.scheduler.after(EMBEDDED_WALLET_TIMEOUTS_MS.oneSecond, resolve),
  )
  internals.stores.toast.getState().showError(RpcCallNotAllowedError.uiMessage)
  for (const controller of internals.pendingRequests) controller.abort()
  throw new RpcCallNotAllowedError({ metaMessages: [`Method: ${method}`] })
}

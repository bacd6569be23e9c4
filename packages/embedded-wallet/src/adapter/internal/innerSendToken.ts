import { AdapterOrConnectorNotFoundError } from '@portico/common'
import type { ChainAdapter } from '@portico/core'

/**
 * A token transfer the embedded wallet's adapter leaves to the app's own adapter it wraps (a
 * connector that is not the embedded wallet's); `AdapterOrConnectorNotFoundError` where that
 * adapter sends no tokens.
 * @example return ours(p.connectorId) ? sendFrameToken(state, p) : innerSendToken(inner, p)
 */
export function innerSendToken(
  inner: ChainAdapter,
  params: Parameters<NonNullable<ChainAdapter['sendToken']>>[0],
): Promise<string> {
  if (!inner.sendToken) throw new AdapterOrConnectorNotFoundError({ metaMessages: ['sendToken'] })
  return inner.sendToken(params)
}

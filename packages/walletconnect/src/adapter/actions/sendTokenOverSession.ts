import { ChainNotSupportedError } from '@portico/common'
import type { ChainAdapter } from '@portico/core'
import type { ComposedAdapterState } from '../ComposedAdapterState'
import { buildWithInner } from '../internal/buildWithInner'
import { requireFamily } from '../internal/requireFamily'

/**
 * Sends a token through the WalletConnect session: the family sends it, or (a family that only
 * signs) the inner adapter builds it and the session signs it.
 * @example
 * const hash = await sendTokenOverSession(state, { caipNetwork, from, to, tokenAddress, amount })
 */
export async function sendTokenOverSession(
  state: ComposedAdapterState,
  parameters: Parameters<NonNullable<ChainAdapter['sendToken']>>[0],
): Promise<string> {
  const { sendToken, signAndSend } = await requireFamily(state)
  if (signAndSend) {
    const { caipNetwork, from, to, tokenAddress, amount } = parameters
    return buildWithInner(state, signAndSend)({ caipNetwork, from, to, tokenAddress, amount })
  }
  if (!sendToken) throw new ChainNotSupportedError()
  return sendToken(state.walletConnect, parameters)
}

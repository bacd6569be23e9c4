import type { ChainAdapter } from '@portico/core'
import { encodeErc20Transfer, toRpcTransaction } from '@portico/core'
import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'
import { ensureFrameChain } from '../internal/ensureFrameChain'
import { hexAnswer } from '../internal/hexAnswer'
import { requestFrameRpc } from '../internal/requestFrameRpc'

/**
 * Sends an ERC-20 `transfer` through the frame on the token's network (moving the frame there
 * first) and resolves its hash.
 * @example
 * const hash = await sendFrameToken(state, { caipNetwork, from, to, tokenAddress, amount: 10n })
 */
export async function sendFrameToken(
  state: EmbeddedAdapterState,
  parameters: Parameters<NonNullable<ChainAdapter['sendToken']>>[0],
): Promise<string> {
  await ensureFrameChain(state, parameters.caipNetwork.id)
  const data = encodeErc20Transfer(parameters.to, parameters.amount)
  return hexAnswer(
    await requestFrameRpc(state, 'eth_sendTransaction', [
      toRpcTransaction({ from: parameters.from, to: parameters.tokenAddress, value: 0n, data }),
    ]),
    'eth_sendTransaction',
  )
}

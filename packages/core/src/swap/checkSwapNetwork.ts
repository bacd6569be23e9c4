import type { CaipNetwork } from '@portico/common'
import type { SwapContext } from './createSwapContext'
import { isSwapNetwork } from './isSwapNetwork'
import { readSwapTokenList } from './readSwapTokenList'

/**
 * Whether swaps are offered on a network: eip155, and the gateway lists tokens for it.
 * @example
 * const offered = await checkSwapNetwork(ctx, caipNetwork)
 */
export async function checkSwapNetwork(ctx: SwapContext, caipNetwork: CaipNetwork) {
  if (caipNetwork.chainNamespace !== 'eip155') return false
  const tokens = await readSwapTokenList(ctx, caipNetwork.caipNetworkId).catch(() => [])
  return isSwapNetwork({ caipNetwork, gatewayTokens: tokens.length })
}

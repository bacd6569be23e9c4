import { parseChainId } from '../../src/shared/parseChainId'
import type { FrameContext } from '../FrameContext'
import { parseSolanaChainId } from '../parseSolanaChainId'
import { fetchMe } from './fetchMe'
import { toEmbeddedUser } from './toEmbeddedUser'
import { toSolanaUser } from './toSolanaUser'

/**
 * GET_USER: the signed-in user on the asked chain (a Solana cluster, or an EVM chain the frame
 * then switches to when it knows it), with the key brought to this device.
 * @example const user = await getUser(ctx, { chainId: 8453 })
 */
export async function getUser(
  ctx: FrameContext,
  payload: {
    chainId?: number | string | undefined
    preferredAccountType?: string | undefined
    socialUri?: string | undefined
  },
) {
  const { keys } = ctx
  const user = await fetchMe(ctx)
  const solanaChain = parseSolanaChainId(payload.chainId)
  if (solanaChain !== undefined) {
    return toSolanaUser(ctx, user, solanaChain, await keys.ensureKey(user.address))
  }
  if (payload.chainId !== undefined) {
    const chainId = parseChainId(payload.chainId)
    if (chainId !== undefined && ctx.config.chains.some((chain) => chain.chainId === chainId))
      ctx.setChainId(chainId)
  }
  return toEmbeddedUser(ctx, user, await keys.ensureKey(user.address))
}

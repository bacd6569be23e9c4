import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'

/**
 * The user as GET_USER answers it for a Solana cluster (spec §6: the embedded wallet supports
 * eip155 and solana): the visitor's Solana address, derived in the frame from the same key,
 * on the asked cluster, an EOA (no smart accounts on Solana). The frame's EVM chain is left
 * as it was.
 * @example return toSolanaUser(ctx, user, 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf', address)
 */
export async function toSolanaUser(
  ctx: FrameContext,
  user: { email: string | null; authProvider: string; userName: string | null },
  caipNetworkId: string,
  address: string,
) {
  if (!ctx.config.solanaChains.some((chain) => chain.caipNetworkId === caipNetworkId))
    throw new FrameRequestError('Chain is not supported')
  const solanaAddress = await ctx.keys.solanaAddress(address)
  return {
    email: user.email,
    address: solanaAddress,
    chainId: caipNetworkId,
    accounts: [{ address: solanaAddress, type: 'eoa' as const }],
    userName: user.userName,
    preferredAccountType: 'eoa' as const,
    authProvider: user.authProvider,
    chainIds: ctx.config.solanaChains.map((chain) => chain.caipNetworkId),
  }
}

import type { FrameContext } from '../FrameContext'

/**
 * The user as GET_USER and CONNECT_SOCIAL answer it (spec §3), once the key is on this device:
 * on a smart-account network the active account is the preferred one (the smart account unless
 * the visitor switched), and both are listed in `accounts`.
 * @example return toEmbeddedUser(ctx, user, address)
 */
export async function toEmbeddedUser(
  ctx: FrameContext,
  user: { email: string | null; authProvider: string; userName: string | null },
  address: string,
) {
  const { active, accounts, smartAccountDeployed } = await ctx.smartAccounts.accountsOf(
    address,
    ctx.chainId(),
  )
  const protection = await ctx.keys.isRecoveryProtected(address)
  return {
    email: user.email,
    address: active.address,
    chainId: ctx.chainId(),
    accounts,
    userName: user.userName,
    preferredAccountType: active.type,
    smartAccountDeployed,
    authProvider: user.authProvider,
    // The page shows the others as unavailable: asking for one would be refused.
    chainIds: ctx.config.chains.map((chain) => chain.chainId),
    // The page offers "Protect your wallet" while the operator can still rebuild the key (left
    // out on a custodial service, which offers no protection).
    ...(protection !== undefined && { recoveryProtected: protection }),
  }
}

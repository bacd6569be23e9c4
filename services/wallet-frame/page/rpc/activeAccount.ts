import type { RpcContext } from './RpcContext'

/**
 * The account the page sees: the smart account where it is enabled and preferred, else the EOA.
 * @example const own = await activeAccount(context) // { eoa, type: 'smartAccount', address }
 */
export async function activeAccount({ ctx, address }: RpcContext) {
  const eoa = await address()
  const { active: account } = await ctx.smartAccounts.accountsOf(eoa, ctx.chainId())
  return { eoa, type: account.type, address: account.address }
}

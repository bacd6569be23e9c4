import type { AccountContext } from './RpcContext'

/**
 * The account the page sees on `chainId`: the smart account where it is enabled and preferred,
 * else the EOA.
 * @example const own = await activeAccount(context, 31337) // { eoa, type: 'smartAccount', address }
 */
export async function activeAccount({ ctx, address }: AccountContext, chainId: number) {
  const eoa = await address()
  const { active: account } = await ctx.smartAccounts.accountsOf(eoa, chainId)
  return { eoa, type: account.type, address: account.address }
}

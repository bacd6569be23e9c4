import type { AccountContext } from './RpcContext'

/**
 * The account the page sees on `chainId`: the smart account where it is enabled and preferred,
 * else the EOA; `owned` lists both of the visitor's addresses there.
 * @example const own = await activeAccount(context, 31337) // { eoa, type: 'smartAccount', address, owned: [smart, eoa] }
 */
export async function activeAccount({ ctx, address }: AccountContext, chainId: number) {
  const eoa = await address()
  const { active: account, accounts } = await ctx.smartAccounts.accountsOf(eoa, chainId)
  const owned = accounts.map((known) => known.address)
  return { eoa, type: account.type, address: account.address, owned }
}

import type { CaipAddress, CaipNetworkId } from '@portico/common'
import type { SwapToken } from '../types/SwapClient'
import { cachedSwapQuery } from './cachedSwapQuery'
import type { SwapContext } from './createSwapContext'
import { failSwap } from './failSwap'
import { readSwapTokenList } from './readSwapTokenList'
import { PRICES_STALE_MS } from './swapStaleTimes'
import { toSwapTokens } from './toSwapTokens'

/**
 * A network's swappable tokens with USD prices and the balances the account store holds.
 * @example
 * const tokens = await getSwapTokens(ctx, 'eip155:1')
 */
export async function getSwapTokens(
  ctx: SwapContext,
  chainId: CaipNetworkId,
): Promise<SwapToken[]> {
  const { portico } = ctx
  const tokens = await readSwapTokenList(ctx, chainId).catch(failSwap)
  // Balances as the account store holds them: fetching here would write the store, and a
  // view that lists the tokens again on every balance change would never settle.
  const balances = (portico.stores.account.getState().accounts.eip155?.tokenBalance ?? []).filter(
    (balance) => balance.chainId === chainId,
  )
  const addresses = tokens.map((token) => token.address as CaipAddress)
  const prices = await cachedSwapQuery(ctx, ['prices', ...addresses], PRICES_STALE_MS, async () =>
    addresses.length
      ? (await portico.api.blockchain.getFungiblePrice({ chainId, addresses })).fungibles
      : [],
  ).catch(() => [])
  return toSwapTokens({ tokens, balances, prices })
}

import type { TokenBalance } from '@portico/common'
import { tokenUsdValue } from './tabs/Tokens/tokenUsdValue'

/**
 * What the account's tokens on one network are worth in USD: the sum of the values the Tokens
 * tab shows; undefined while no token has a known price (an unpriced token adds nothing rather
 * than making the total unknown).
 * @example
 * accountUsdTotal([ether, ptt]) // 19.7 + 12.5 = 32.2
 */
export function accountUsdTotal(tokens: readonly TokenBalance[]): number | undefined {
  let total: number | undefined
  for (const token of tokens) {
    const usd = tokenUsdValue(token)
    if (usd !== undefined) total = (total ?? 0) + usd
  }
  return total
}

import type { SwapToken } from '@portico/core'

/**
 * The token choice's two lists: the network's tokens the account holds first (largest USD
 * value first), then the others the network swaps, in the API's order; `query` keeps those
 * whose symbol, name or address contains it (any case).
 * @example
 * const { yours, popular } = groupSwapTokens(tokens, 'pt')
 */
export function groupSwapTokens(
  tokens: readonly SwapToken[],
  query = '',
): { yours: SwapToken[]; popular: SwapToken[] } {
  const wanted = query.trim().toLowerCase()
  const shown = tokens.filter(
    (token) =>
      !wanted ||
      token.symbol.toLowerCase().includes(wanted) ||
      token.name.toLowerCase().includes(wanted) ||
      token.address.toLowerCase().includes(wanted),
  )
  const held = (token: SwapToken) => Number(token.balance) > 0
  const value = (token: SwapToken) => Number(token.balance) * (token.price ?? 0)
  return {
    yours: shown.filter(held).sort((a, b) => value(b) - value(a)),
    popular: shown.filter((token) => !held(token)),
  }
}

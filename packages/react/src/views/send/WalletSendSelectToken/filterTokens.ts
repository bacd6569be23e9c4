import type { TokenBalance } from '@portico/common'

/**
 * The tokens whose name or symbol contains the query (any case, surrounding spaces ignored);
 * every token for an empty query.
 * @example
 * filterTokens(tokens, 'usd').map((t) => t.symbol) // ['tUSDT']
 */
export function filterTokens(tokens: readonly TokenBalance[], query: string): TokenBalance[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...tokens]
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(needle) || token.name.toLowerCase().includes(needle),
  )
}

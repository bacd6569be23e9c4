import type { SwapToken } from '@portico/core'

/**
 * The token a swap choice names: a CAIP-10 address (any case) or a symbol, as the Swap view is
 * opened with (`{ fromToken: 'ETH' }`).
 * @example
 * findSwapToken(tokens, 'eip155:31337:0x5FbD…0aa3')
 * findSwapToken(tokens, 'PTT')
 */
export function findSwapToken(
  tokens: readonly SwapToken[],
  choice: string | undefined,
): SwapToken | undefined {
  if (!choice) return undefined
  const wanted = choice.toLowerCase()
  return (
    tokens.find((token) => token.address.toLowerCase() === wanted) ??
    tokens.find((token) => token.symbol.toLowerCase() === wanted)
  )
}

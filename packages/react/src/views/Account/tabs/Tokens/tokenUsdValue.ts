import type { TokenBalance } from '@portico/common'

/**
 * A token balance's USD value: the gateway's `value`, else price × quantity; undefined while
 * the price is unknown (0 or missing).
 * @example
 * tokenUsdValue({ price: 2, quantity: { decimals: '18', numeric: '1.5' }, … }) // 3
 */
export function tokenUsdValue(token: TokenBalance): number | undefined {
  if (typeof token.value === 'number' && token.value > 0) return token.value
  if (!(token.price > 0)) return undefined
  const amount = Number(token.quantity.numeric)
  return Number.isFinite(amount) ? amount * token.price : undefined
}

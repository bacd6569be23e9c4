import { formatTokenAmount, formatUnits, formatUsd } from '@portico/common'
import type { FeeEstimate } from '@portico/core'

/**
 * A network fee the visitor pays in a token (the embedded wallet's token paymaster): the exact
 * amount the account is debited — no "≈", it is charged as shown — with its USD value at the
 * token's `price` when known, in the visitor's locale.
 * @example
 * formatTokenFee({ token, symbol: 'tUSDT', decimals: 6, amount: 421_875n }, 1, { locale: 'en' }) // '0.421875 tUSDT ($0.42)'
 */
export function formatTokenFee(
  paidIn: NonNullable<FeeEstimate['paidIn']>,
  price: number | undefined,
  { locale }: { locale?: string },
): string {
  const amount = formatUnits(paidIn.amount, paidIn.decimals)
  const text = formatTokenAmount(amount, paidIn.symbol, { locale })
  return price ? `${text} (${formatUsd(Number(amount) * price, { locale })})` : text
}

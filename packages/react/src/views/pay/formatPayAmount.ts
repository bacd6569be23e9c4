import { formatDecimal } from '@portico/common'

/**
 * The amount a payment asks, every digit of it (never more than the asset's decimals), grouped,
 * in the visitor's locale, with its symbol. Balances follow the kit's one amount rule
 * (`formatTokenAmount`, cut to 6 significant fraction digits); an asked amount may not be cut:
 * 0.1234567 ETH shown as 0.123456 ETH would ask for less than the site does.
 * @example
 * formatPayAmount('0.1234567', { symbol: 'ETH', decimals: 18 }, 'en') // '0.1234567 ETH'
 * formatPayAmount('1234.5', { symbol: 'tUSDT', decimals: 6 }, 'de') // '1.234,5 tUSDT'
 */
export function formatPayAmount(
  amount: string,
  asset: { symbol: string; decimals: number },
  locale: string,
): string {
  const digits = formatDecimal(amount, {
    decimals: asset.decimals,
    fixed: false,
    group: true,
    locale,
  })
  return `${digits} ${asset.symbol}`
}

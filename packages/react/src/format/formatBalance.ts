/**
 * A decimal balance truncated (not rounded) to 3 decimals, trailing zeros dropped (spec §5):
 * '1.23456' → '1.234', '10000' → '10000', '0.0009' → '0'.
 * TODO: use the @portico/common formatter once it exports one.
 * @example
 * formatBalance('9999.99958') // '9999.999'
 */
export function formatBalance(balance: string, decimals = 3): string {
  const [whole = '0', fraction = ''] = balance.trim().split('.')
  const kept = fraction.slice(0, decimals).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

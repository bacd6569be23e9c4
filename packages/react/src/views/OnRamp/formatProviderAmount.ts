import { formatDecimal } from '@portico/common'

// A plain decimal as a provider writes one: '1.99', '0', '1,234.50'.
const PLAIN_DECIMAL = /^-?(?:0|[1-9]\d*|[1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d+))?$/

/**
 * A fiat figure as the onramp provider gave it ('1.99'), followed by its currency, in the
 * separators and digits of `locale`: the provider's own digits, neither rounded nor padded. A
 * figure that is no plain decimal is shown as given.
 * @example
 * formatProviderAmount('1234.50', 'USD', 'de') // '1234,50 USD'
 * formatProviderAmount('1,234.50', 'EUR', 'de') // '1.234,50 EUR'
 */
export function formatProviderAmount(amount: string, currency: string, locale: string): string {
  const match = PLAIN_DECIMAL.exec(amount)
  if (!match) return `${amount} ${currency}`
  const decimals = match[1]?.length ?? 0
  const group = amount.includes(',')
  const number = formatDecimal(amount.replaceAll(',', ''), { decimals, group, locale })
  return `${number} ${currency}`
}

import type { OnrampPaymentCurrency } from '@portico/common'

/**
 * The limits of a payment method in a fiat currency, or undefined when it has none.
 * @example paymentLimits(usd, 'card') // { min: '10.00', max: '7500.00' }
 */
export function paymentLimits(currency: OnrampPaymentCurrency | undefined, method: string) {
  return currency?.payment_method_limits.find((limit) => limit.id === method)
}

/**
 * Why an amount cannot be bought with a payment method, or undefined when it can: empty,
 * not a number with at most 2 decimals, or outside the method's limits (card 10.00-7500.00,
 * ACH 10.00-25000.00 by default).
 * @example validateBuyAmount('5', usd, 'card') // 'Enter an amount between 10.00 and 7500.00 USD'
 */
export function validateBuyAmount(
  amount: string,
  currency: OnrampPaymentCurrency | undefined,
  method: string,
): string | undefined {
  const limits = paymentLimits(currency, method)
  if (!currency || !limits) return 'This payment method is not available'
  const range = `Enter an amount between ${limits.min} and ${limits.max} ${currency.id}`
  if (!/^\d+(\.\d{1,2})?$/.test(amount.trim())) return range
  const value = Number(amount)
  if (value < Number(limits.min) || value > Number(limits.max)) return range
  return undefined
}

import type { OnrampPaymentCurrency } from '@portico/common'
import type { Translator } from '../../i18n/Translator'

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
 * ACH 10.00-25000.00 by default). Written by `t`.
 * @example validateBuyAmount('5', usd, 'card', t) // 'Enter an amount between 10.00 and 7500.00 USD'
 */
export function validateBuyAmount(
  amount: string,
  currency: OnrampPaymentCurrency | undefined,
  method: string,
  t: Translator['t'],
): string | undefined {
  const limits = paymentLimits(currency, method)
  if (!currency || !limits) return t('onramp.amount.unavailable')
  const range = t('onramp.amount.range', {
    min: limits.min,
    max: limits.max,
    currency: currency.id,
  })
  if (!/^\d+(\.\d{1,2})?$/.test(amount.trim())) return range
  const value = Number(amount)
  if (value < Number(limits.min) || value > Number(limits.max)) return range
  return undefined
}

import { parseUnits } from '@portico/common'
import type { Translator } from '../../i18n/Translator'

const DECIMAL = /^\d*\.?\d*$/

/**
 * Why an amount typed in the send form cannot be sent, or undefined when it can (or nothing is
 * typed yet), written by `t`. `balance` is the token's balance in whole units; `decimals` the
 * token's decimals.
 * @example
 * validateSendAmount({ amount: '2', balance: '1.5', decimals: 18 }, t) // 'Insufficient balance'
 * validateSendAmount({ amount: '0.1', balance: '1.5', decimals: 18 }, t) // undefined
 */
export function validateSendAmount(
  {
    amount,
    balance,
    decimals,
  }: {
    amount: string | undefined
    balance: string | undefined
    decimals: number
  },
  t: Translator['t'],
): string | undefined {
  if (!amount) return undefined
  if (!DECIMAL.test(amount) || amount === '.') return t('send.amount.invalid')
  const fraction = amount.split('.')[1] ?? ''
  if (fraction.length > decimals)
    return decimals === 0 ? t('send.amount.wholeOnly') : t('send.amount.maxDecimals', { decimals })
  const units = parseUnits(amount, decimals)
  if (units === 0n) return t('send.amount.aboveZero')
  if (units > parseUnits(balance || '0', decimals)) return t('send.amount.insufficient')
  return undefined
}

import { parseUnits } from '@portico/common'

const DECIMAL = /^\d*\.?\d*$/

/**
 * Why an amount typed in the send form cannot be sent, or undefined when it can (or nothing is
 * typed yet). `balance` is the token's balance in whole units; `decimals` the token's decimals.
 * @example
 * validateSendAmount({ amount: '2', balance: '1.5', decimals: 18 }) // 'Insufficient balance'
 * validateSendAmount({ amount: '0.1', balance: '1.5', decimals: 18 }) // undefined
 */
export function validateSendAmount({
  amount,
  balance,
  decimals,
}: {
  amount: string | undefined
  balance: string | undefined
  decimals: number
}): string | undefined {
  if (!amount) return undefined
  if (!DECIMAL.test(amount) || amount === '.') return 'Invalid amount'
  const fraction = amount.split('.')[1] ?? ''
  if (fraction.length > decimals)
    return decimals === 0 ? 'Whole amounts only' : `Up to ${decimals} decimals`
  const units = parseUnits(amount, decimals)
  if (units === 0n) return 'Enter an amount above 0'
  if (units > parseUnits(balance || '0', decimals)) return 'Insufficient balance'
  return undefined
}

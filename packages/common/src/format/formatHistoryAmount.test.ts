import { describe, expect, it } from 'vitest'
import { formatHistoryAmount, getTransactionSign } from './formatHistoryAmount'

describe('getTransactionSign (spec §5)', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])('%s is +', (op) => {
    expect(getTransactionSign(op)).toBe('+')
  })
  it.each(['withdraw', 'repay', 'burn'])('%s is -', (op) => {
    expect(getTransactionSign(op)).toBe('-')
  })
  it.each(['send', 'execute', 'approve', 'mint', 'trade', ''])('%j has no sign', (op) => {
    expect(getTransactionSign(op)).toBe('')
  })
})

describe('formatHistoryAmount', () => {
  it('shows 3 decimals with the operation sign and symbol', () => {
    expect(formatHistoryAmount('0.5', 'receive', 'ETH')).toBe('+0.500 ETH')
    expect(formatHistoryAmount('1234.56789', 'withdraw', 'USDC')).toBe('-1,234.567 USDC')
    expect(formatHistoryAmount('2', 'send')).toBe('2.000')
  })

  it('truncates as the balance does, never rounding a receipt up', () => {
    expect(formatHistoryAmount('0.032833', 'deposit', 'ETH')).toBe('+0.032 ETH')
    expect(formatHistoryAmount('0.0329999', 'receive')).toBe('+0.032')
    expect(formatHistoryAmount('9.9999', 'claim', 'PTT')).toBe('+9.999 PTT')
    expect(formatHistoryAmount('0.0004', 'receive', 'ETH')).toBe('+0.000 ETH')
  })

  it('does not double a sign the API already put on the amount', () => {
    expect(formatHistoryAmount('-3.25', 'burn', 'ETH')).toBe('-3.250 ETH')
    expect(formatHistoryAmount('-3.25', 'send', 'ETH')).toBe('3.250 ETH')
    expect(formatHistoryAmount('-1.23456', 'repay', 'ETH')).toBe('-1.234 ETH')
  })

  it('writes the separators and digits of a locale, keeping sign and symbol', () => {
    expect(formatHistoryAmount('1234.568', 'receive', 'ETH', { locale: 'en' })).toBe(
      '+1,234.568 ETH',
    )
    expect(formatHistoryAmount('1234.568', 'receive', 'ETH', { locale: 'de' })).toBe(
      '+1.234,568 ETH',
    )
    expect(formatHistoryAmount('0.032833', 'send', 'ETH', { locale: 'de' })).toBe('0,032 ETH')
    expect(formatHistoryAmount('-3.25', 'burn', 'USD.e', { locale: 'fa' })).toBe('-۳٫۲۵۰ USD.e')
  })
})

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
  it('shows the amount by the kit’s one rule with the operation sign and symbol', () => {
    expect(formatHistoryAmount('0.5', 'receive', 'ETH')).toBe('+0.5 ETH')
    expect(formatHistoryAmount('1234.56789', 'withdraw', 'USDC')).toBe('-1,234.56789 USDC')
    expect(formatHistoryAmount('12.345678', 'send', 'PTT')).toBe('12.345678 PTT')
    expect(formatHistoryAmount('2', 'send')).toBe('2')
  })

  it('truncates as the balance does, never rounding a receipt up nor showing it as 0', () => {
    expect(formatHistoryAmount('0.0329999999', 'receive')).toBe('+0.0329999')
    expect(formatHistoryAmount('9.99999999', 'claim', 'PTT')).toBe('+9.999999 PTT')
    expect(formatHistoryAmount('0.0004', 'receive', 'ETH')).toBe('+0.0004 ETH')
    expect(formatHistoryAmount('1e-20', 'receive', 'ETH')).toBe('+<0.000000000000000001 ETH')
  })

  it('does not double a sign the API already put on the amount', () => {
    expect(formatHistoryAmount('-3.25', 'burn', 'ETH')).toBe('-3.25 ETH')
    expect(formatHistoryAmount('-3.25', 'send', 'ETH')).toBe('3.25 ETH')
    expect(formatHistoryAmount('-1.2345678', 'repay', 'ETH')).toBe('-1.234567 ETH')
  })

  it('writes the separators and digits of a locale, keeping sign and symbol', () => {
    expect(formatHistoryAmount('1234.568', 'receive', 'ETH', { locale: 'en' })).toBe(
      '+1,234.568 ETH',
    )
    expect(formatHistoryAmount('1234.568', 'receive', 'ETH', { locale: 'de' })).toBe(
      '+1.234,568 ETH',
    )
    expect(formatHistoryAmount('0.032833', 'send', 'ETH', { locale: 'de' })).toBe('0,032833 ETH')
    expect(formatHistoryAmount('-3.25', 'burn', 'USD.e', { locale: 'fa' })).toBe('-۳٫۲۵ USD.e')
  })
})

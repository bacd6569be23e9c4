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
    expect(formatHistoryAmount('1234.56789', 'withdraw', 'USDC')).toBe('-1,234.568 USDC')
    expect(formatHistoryAmount('2', 'send')).toBe('2.000')
  })

  it('does not double a sign the API already put on the amount', () => {
    expect(formatHistoryAmount('-3.25', 'burn', 'ETH')).toBe('-3.250 ETH')
    expect(formatHistoryAmount('-3.25', 'send', 'ETH')).toBe('3.250 ETH')
  })
})

import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance'
import { truncateAddress } from './truncateAddress'

describe('truncateAddress', () => {
  it('keeps 4 leading and 6 trailing characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
  })
  it('leaves short values alone', () => {
    expect(truncateAddress('0x1234')).toBe('0x1234')
  })
})

describe('formatBalance', () => {
  it('truncates to 3 decimals without rounding', () => {
    expect(formatBalance('9999.99958')).toBe('9999.999')
    expect(formatBalance('1.2')).toBe('1.2')
    expect(formatBalance('10000')).toBe('10000')
    expect(formatBalance('0.0009')).toBe('0')
    expect(formatBalance('2.500')).toBe('2.5')
  })
})

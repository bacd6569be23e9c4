import { maxUint160, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatDeadline } from './formatDeadline'
import { formatTokenAmount, isUnlimited } from './formatTokenAmount'

const token = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'PTT',
  decimals: 18,
} as const

describe('formatTokenAmount', () => {
  it('says Unlimited for 2^256-1, anything from 2^255 and Permit2’s uint160 maximum', () => {
    expect([maxUint256, 2n ** 255n, maxUint160].map(isUnlimited)).toEqual([true, true, true])
    expect([2n ** 255n - 1n, maxUint160 - 1n, 0n].map(isUnlimited)).toEqual([false, false, false])
    expect(formatTokenAmount(maxUint256, token)).toBe('Unlimited PTT')
    expect(formatTokenAmount(15n * 10n ** 17n, token)).toBe('1.5 PTT')
  })

  it('shows raw units and the address when the token did not say its decimals', () => {
    expect(formatTokenAmount(42n, { address: token.address, symbol: 'PTT' })).toBe(
      `42 (raw units) of ${token.address}`,
    )
  })
})

describe('formatDeadline', () => {
  const now = Date.parse('2026-01-01T00:00:00Z')
  it('says when, how far away, passed, or never', () => {
    expect(formatDeadline(BigInt(now / 1000 + 3 * 86_400), now)).toBe(
      '4 Jan 2026, 00:00 UTC (in 3 days)',
    )
    expect(formatDeadline(BigInt(now / 1000 - 60), now)).toBe('31 Dec 2025, 23:59 UTC (passed)')
    expect(formatDeadline(2n ** 48n - 1n, now)).toBe('Never expires')
  })
})

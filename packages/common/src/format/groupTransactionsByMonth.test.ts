import { describe, expect, it } from 'vitest'
import type { Transaction } from '../types/Transaction'
import { getHistoryMonthTitle } from './getHistoryMonthTitle'
import { groupTransactionsByMonth } from './groupTransactionsByMonth'

function tx(id: string, minedAt: string): Transaction {
  return {
    id,
    metadata: {
      chain: 'eip155:1',
      minedAt,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers: null,
  }
}

const now = new Date('2025-06-15T12:00:00Z')

describe('getHistoryMonthTitle (spec §2)', () => {
  it('shows the month name alone in the current year and adds the year otherwise', () => {
    expect(getHistoryMonthTitle(2025, 0, 2025)).toBe('January')
    expect(getHistoryMonthTitle(2024, 11, 2025)).toBe('December 2024')
    expect(getHistoryMonthTitle(2026, 4, 2025)).toBe('May 2026')
  })
})

describe('groupTransactionsByMonth', () => {
  it('groups by year and month, newest first, with spec titles', () => {
    const groups = groupTransactionsByMonth(
      [
        tx('a', '2025-06-01T10:00:00Z'),
        tx('b', '2024-06-20T10:00:00Z'),
        tx('c', '2025-06-10T10:00:00Z'),
        tx('d', '2025-01-31T23:59:59Z'),
      ],
      now,
    )
    expect(groups.map((g) => g.title)).toEqual(['June', 'January', 'June 2024'])
    expect(groups[0]?.transactions.map((t) => t.id)).toEqual(['c', 'a'])
    expect(groups.map((g) => [g.year, g.month])).toEqual([
      [2025, 5],
      [2025, 0],
      [2024, 5],
    ])
  })

  it('uses the year of `now`, not the clock', () => {
    const groups = groupTransactionsByMonth(
      [tx('a', '2024-03-01T00:00:00Z')],
      new Date('2024-12-31T00:00:00Z'),
    )
    expect(groups[0]?.title).toBe('March')
  })

  it('keeps a repeated id once within a month and drops unreadable dates', () => {
    const groups = groupTransactionsByMonth(
      [tx('a', '2025-06-01T10:00:00Z'), tx('a', '2025-06-01T10:00:00Z'), tx('z', 'not a date')],
      now,
    )
    expect(groups).toHaveLength(1)
    expect(groups[0]?.transactions).toHaveLength(1)
  })

  it('reads dates in UTC by default', () => {
    const groups = groupTransactionsByMonth([tx('a', '2025-01-31T23:30:00-02:00')], now)
    expect(groups[0]?.title).toBe('February')
  })

  it('returns nothing for no transactions', () => {
    expect(groupTransactionsByMonth([], now)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../../../i18n/loadTranslator'
import { formatRelativeTime } from './formatRelativeTime'

const en = englishTranslator()

const now = new Date('2026-05-20T12:00:00')
const ago = (ms: number) => new Date(now.getTime() - ms)

describe('formatRelativeTime', () => {
  it('reads relative within a week', () => {
    expect(formatRelativeTime(ago(20_000), now, en)).toBe('just now')
    expect(formatRelativeTime(ago(-60_000), now, en)).toBe('just now')
    expect(formatRelativeTime(ago(5 * 60_000), now, en)).toBe('5 minutes ago')
    expect(formatRelativeTime(ago(3 * 3_600_000), now, en)).toBe('3 hours ago')
    expect(formatRelativeTime(ago(30 * 3_600_000), now, en)).toBe('yesterday')
    expect(formatRelativeTime(ago(3 * 86_400_000), now, en)).toBe('3 days ago')
  })

  it('reads as a date after a week, with the year only for another year', () => {
    expect(formatRelativeTime(new Date('2026-03-03T12:00:00'), now, en)).toBe('Mar 3')
    expect(formatRelativeTime(new Date('2025-11-03T12:00:00'), now, en)).toBe('Nov 3, 2025')
  })

  it('reads in the translator’s language', async () => {
    const de = await loadTranslator('de')
    expect(formatRelativeTime(ago(20_000), now, de)).toBe('gerade eben')
    expect(formatRelativeTime(ago(5 * 60_000), now, de)).toBe('vor 5 Minuten')
    expect(formatRelativeTime(ago(30 * 3_600_000), now, de)).toBe('gestern')
    expect(formatRelativeTime(new Date('2025-11-03T12:00:00'), now, de)).toBe('3. Nov. 2025')
  })
})

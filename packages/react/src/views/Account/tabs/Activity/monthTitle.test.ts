import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../../../i18n/loadTranslator'
import { monthTitle } from './monthTitle'

const now = new Date('2026-11-23T12:00:00')

describe('monthTitle', () => {
  it('names the month, with its year only for another year', () => {
    const en = englishTranslator()
    expect(monthTitle({ year: 2026, month: 10 }, now, en)).toBe('November')
    expect(monthTitle({ year: 2025, month: 11 }, now, en)).toBe('December 2025')
    expect(monthTitle({ year: 2026, month: 0 }, now, en)).toBe('January')
  })

  it('names it in the translator’s language', async () => {
    expect(monthTitle({ year: 2026, month: 2 }, now, await loadTranslator('de'))).toBe('März')
    expect(monthTitle({ year: 2025, month: 11 }, now, await loadTranslator('fr'))).toBe(
      'décembre 2025',
    )
  })
})

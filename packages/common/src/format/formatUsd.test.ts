import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd'

describe('formatUsd', () => {
  it('formats dollars with 2 decimals, grouped, and tiny values as <$0.01', () => {
    expect(formatUsd(3750.5)).toBe('$3,750.50')
    expect(formatUsd(29_999_990)).toBe('$29,999,990.00')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(0.004)).toBe('<$0.01')
  })

  it('writes the separators and digits of a locale, keeping the dollar mark', () => {
    expect(formatUsd(4500, { locale: 'pt-BR' })).toBe('$4.500,00')
    expect(formatUsd(3750.5, { locale: 'de' })).toBe('$3.750,50')
    expect(formatUsd(0.004, { locale: 'en' })).toBe('<$0.01')
    expect(formatUsd(0.004, { locale: 'de' })).toBe('<$0,01')
    expect(formatUsd(1234.5, { locale: 'fa' })).toBe('$۱٬۲۳۴٫۵۰')
  })
})

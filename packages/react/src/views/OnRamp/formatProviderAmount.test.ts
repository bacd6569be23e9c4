import { describe, expect, it } from 'vitest'
import { formatProviderAmount } from './formatProviderAmount'

describe('formatProviderAmount', () => {
  it('keeps the provider’s digits, in English as given', () => {
    expect(formatProviderAmount('1.99', 'USD', 'en')).toBe('1.99 USD')
    expect(formatProviderAmount('1.990', 'USD', 'en')).toBe('1.990 USD')
    expect(formatProviderAmount('0', 'USD', 'en')).toBe('0 USD')
    expect(formatProviderAmount('1234.5', 'EUR', 'en')).toBe('1234.5 EUR')
    expect(formatProviderAmount('1,234.50', 'EUR', 'en')).toBe('1,234.50 EUR')
  })

  it('writes the separators and digits of a locale', () => {
    expect(formatProviderAmount('1.990', 'USD', 'de')).toBe('1,990 USD')
    expect(formatProviderAmount('1234.5', 'EUR', 'de')).toBe('1234,5 EUR')
    expect(formatProviderAmount('1,234.50', 'EUR', 'pt-BR')).toBe('1.234,50 EUR')
    expect(formatProviderAmount('12.5', 'USD', 'fa')).toBe('۱۲٫۵ USD')
  })

  it('shows a figure that is no plain decimal as given', () => {
    expect(formatProviderAmount('', 'USD', 'de')).toBe(' USD')
    expect(formatProviderAmount('about 5', 'USD', 'de')).toBe('about 5 USD')
  })
})

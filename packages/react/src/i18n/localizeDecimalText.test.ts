import { describe, expect, it } from 'vitest'
import { localizeDecimalText } from './localizeDecimalText'

describe('localizeDecimalText', () => {
  it('leaves English as the kit formats it', () => {
    expect(localizeDecimalText('+1,234.568 ETH', 'en')).toBe('+1,234.568 ETH')
    expect(localizeDecimalText('<$0.01', 'en')).toBe('<$0.01')
  })

  it('swaps in the locale’s separators, keeping signs and symbols', () => {
    expect(localizeDecimalText('+1,234.568 ETH', 'de')).toBe('+1.234,568 ETH')
    expect(localizeDecimalText('$4,500.00', 'pt-BR')).toBe('$4.500,00')
    expect(localizeDecimalText('12,345.67 USD.e', 'ru')).toBe('12\u00a0345,67 USD.e')
    expect(localizeDecimalText('0.500 PTT', 'ja')).toBe('0.500 PTT')
    expect(localizeDecimalText('0.032 ETH', 'de')).toBe('0,032 ETH')
  })

  it('leaves the digits of a token symbol alone', () => {
    expect(localizeDecimalText('1,234.5 1INCH', 'de')).toBe('1.234,5 1INCH')
    expect(localizeDecimalText('2.5 USDC0', 'fr')).toBe('2,5 USDC0')
    // A locale with its own digits shows why: the symbol's '1' is no number to translate.
    expect(localizeDecimalText('2.5 1INCH', 'fa')).toBe('۲٫۵ 1INCH')
  })
})

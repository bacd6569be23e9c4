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
  })
})

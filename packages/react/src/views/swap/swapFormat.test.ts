import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../i18n/loadTranslator'
import { formatPriceImpact } from './formatPriceImpact'
import { formatRate } from './formatRate'
import { formatSlippage } from './formatSlippage'

const { number } = englishTranslator()

describe('swap figures', () => {
  it('shows the slippage tolerance of spec §9 as 1%', () => {
    expect(formatSlippage(1, number)).toBe('1%')
    expect(formatSlippage(0.5, number)).toBe('0.5%')
    expect(formatSlippage(3, number)).toBe('3%')
  })

  it('shows the price impact with two decimals, a tiny one as <0.01%', () => {
    expect(formatPriceImpact(0.0996, number)).toBe('0.10%')
    expect(formatPriceImpact(0.004, number)).toBe('<0.01%')
    expect(formatPriceImpact(undefined, number)).toBeUndefined()
  })

  it('writes percentages in the visitor’s number format', async () => {
    const german = (await loadTranslator('de')).number
    expect(formatSlippage(0.5, german)).toBe('0,5\u00a0%')
    expect(formatPriceImpact(0.0996, german)).toBe('0,10\u00a0%')
    expect(formatPriceImpact(-0, number)).toBe('0.00%')
  })

  it('writes the rate as one source token in the target, truncated like a quoted amount', () => {
    expect(formatRate(2390.4167549, 'ETH', 'PTT')).toBe('1 ETH = 2,390.416754 PTT')
    expect(formatRate(0.000418, 'PTT', 'ETH')).toBe('1 PTT = 0.000418 ETH')
    expect(formatRate(0.00041833339, 'PTT', 'ETH')).toBe('1 PTT = 0.000418333 ETH')
    expect(formatRate(4.2e-9, 'PTT', 'ETH')).toBe('1 PTT = 0.0000000042 ETH')
  })

  it('writes the rate in the figures of a locale, the symbols as given', () => {
    expect(formatRate(2390.4167549, 'ETH', 'PTT', { locale: 'de' })).toBe(
      '1 ETH = 2.390,416754 PTT',
    )
    expect(formatRate(2.5, '1INCH', 'USD.e', { locale: 'fa' })).toBe('۱ 1INCH = ۲٫۵ USD.e')
    expect(formatRate(2.5, 'ETH', 'PTT', { locale: 'en' })).toBe('1 ETH = 2.5 PTT')
  })
})

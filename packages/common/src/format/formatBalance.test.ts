import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance'
import { formatHistoryAmount } from './formatHistoryAmount'
import { formatTokenAmount } from './formatTokenAmount'
import { formatTokenBalance } from './formatTokenBalance'
import { formatUnits } from './formatUnits'

/** The same amount as the header, the Tokens tab, Activity (a receipt) and a send's preview. */
function everyPlace(value: string, symbol: string) {
  return {
    header: formatBalance(value, symbol),
    tokens: `${formatTokenBalance(value)} ${symbol}`,
    activity: formatHistoryAmount(value, 'receive', symbol).replace(/^\+/, ''),
    preview: formatTokenAmount(value, symbol),
  }
}

describe('one amount rule for the header, Tokens, Activity and previews', () => {
  it.each([
    // A small balance reads as itself, not as 0.00 beside its $19.70.
    ['0.0066', 'ETH', '0.0066 ETH'],
    // A devnet account after a few sends: header and Tokens no longer differ in the 3rd decimal.
    ['9999.949327284512345678', 'ETH', '9,999.949327 ETH'],
    // A send of 12.345678 reads in Activity as its preview said.
    ['12.345678', 'PTT', '12.345678 PTT'],
    // 1 wei.
    [formatUnits(1n, 18), 'ETH', '0.000000000000000001 ETH'],
    // The whole supply of a large token: every whole unit kept.
    [
      formatUnits(123_456_789_012_345_678_901_234_567_890n, 18),
      'PTT',
      '123,456,789,012.345678 PTT',
    ],
    ['1000000', 'USDC', '1,000,000 USDC'],
    ['0', 'ETH', '0 ETH'],
  ])('%s %s reads %s everywhere', (value, symbol, expected) => {
    expect(everyPlace(value, symbol)).toEqual({
      header: expected,
      tokens: expected,
      activity: expected,
      preview: expected,
    })
  })

  it('never shows a positive amount as zero, however small', () => {
    for (let units = 1n; units < 10n ** 18n; units *= 7n) {
      const { header, tokens, activity } = everyPlace(formatUnits(units, 18), 'ETH')
      for (const text of [header, tokens, activity]) expect(text).toMatch(/[1-9]/)
    }
    expect(formatBalance('1e-21', 'ETH')).toBe('<0.000000000000000001 ETH')
  })

  it('writes the separators and digits of a locale, never touching the symbol', () => {
    expect(formatBalance('0.5', 'PTT', { locale: 'ja' })).toBe('0.5 PTT')
    expect(formatBalance('1234.5', 'ETH', { locale: 'de' })).toBe('1.234,5 ETH')
    expect(formatBalance('2.5', '1INCH', { locale: 'ar-EG' })).toBe('٢٫٥ 1INCH')
    expect(formatTokenBalance('12345.678', { locale: 'ru' })).toBe('12\u00a0345,678')
    expect(formatTokenBalance('0.0066', { locale: 'pt-BR' })).toBe('0,0066')
  })
})

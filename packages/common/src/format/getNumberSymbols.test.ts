import { describe, expect, it } from 'vitest'
import { getNumberSymbols } from './getNumberSymbols'

// What Intl.NumberFormat itself reports for the locale, part by part.
function symbolsFromParts(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(10_000_000.5)
  const plain = new Intl.NumberFormat(locale, { useGrouping: false })
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
  }
}

describe('getNumberSymbols', () => {
  it('is English without a locale and for English', () => {
    const english = { group: ',', decimal: '.', digits: '0123456789'.split('') }
    expect(getNumberSymbols()).toEqual(english)
    expect(getNumberSymbols('en')).toEqual(english)
  })

  it('reads the separators and digits of a locale', () => {
    expect(getNumberSymbols('de')).toMatchObject({ group: '.', decimal: ',' })
    expect(getNumberSymbols('ru')).toMatchObject({ group: '\u00a0', decimal: ',' })
    expect(getNumberSymbols('fa')).toEqual({
      group: '٬',
      decimal: '٫',
      digits: '۰۱۲۳۴۵۶۷۸۹'.split(''),
    })
  })

  it('agrees with Intl.NumberFormat’s parts for the kit’s languages and more', () => {
    const locales = [
      ...['ar', 'de', 'en', 'es', 'fr', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pl'],
      ...['pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-TW'],
      ...['fa', 'ar-EG', 'bn', 'mr', 'ne', 'my', 'en-IN', 'de-CH', 'sv', 'hi-IN-u-nu-deva'],
    ]
    for (const locale of locales) expect(getNumberSymbols(locale)).toEqual(symbolsFromParts(locale))
  })
})

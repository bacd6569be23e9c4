import { describe, expect, it } from 'vitest'
import { formatIcuMessage, type IcuLocale } from './formatIcuMessage'
import { parseIcuMessage } from './parseIcuMessage'

function localeOf(tag: string): IcuLocale {
  const rules = new Intl.PluralRules(tag)
  return {
    pluralCategory: (value) => rules.select(value),
    formatNumber: (value, style) =>
      new Intl.NumberFormat(tag, style === 'percent' ? { style: 'percent' } : {}).format(value),
  }
}

const format = (source: string, values?: Record<string, unknown>, tag = 'en') =>
  formatIcuMessage(parseIcuMessage(source), values, localeOf(tag))

describe('formatIcuMessage', () => {
  it('picks the exact branch, then the CLDR category of the locale, then other', () => {
    const wallets = '{count, plural, =0 {No wallets} one {# wallet} other {# wallets}}'
    expect(format(wallets, { count: 0 })).toBe('No wallets')
    expect(format(wallets, { count: 1 })).toBe('1 wallet')
    expect(format(wallets, { count: 1200 })).toBe('1,200 wallets')
    const polish = '{n, plural, one {# sieć} few {# sieci} many {# sieci!} other {# sieci?}}'
    expect(format(polish, { n: 3 }, 'pl')).toBe('3 sieci')
    expect(format(polish, { n: 5 }, 'pl')).toBe('5 sieci!')
    expect(format(polish, { n: 1.5 }, 'pl')).toBe('1,5 sieci?')
  })

  it('fills placeholders as written, numbers by the locale, and selects by value', () => {
    expect(format('{a} and {b}', { a: 1234.5, b: 'x' })).toBe('1234.5 and x')
    expect(format('{n, number}', { n: 1234.5 }, 'de')).toBe('1.234,5')
    expect(format('{n, number, percent}', { n: 0.25 })).toBe('25%')
    const kind = '{kind, select, email {Email} other {Social}}'
    expect(format(kind, { kind: 'email' })).toBe('Email')
    expect(format(kind, { kind: 'google' })).toBe('Social')
    expect(format('', {})).toBe('')
  })

  it('gives tags their content and returns parts when a part is not text', () => {
    const bold = (chunks: unknown[]) => ({ bold: chunks })
    expect(format('<b>Hi {name}</b>!', { name: 'Ada', b: bold })).toEqual([
      { bold: ['Hi Ada'] },
      '!',
    ])
    expect(format('<b>{count, plural, other {# left}}</b>', { count: 2, b: String })).toBe('2 left')
  })

  it('throws for a missing value, a plural of text and a tag without a function', () => {
    expect(() => format('Hi {name}')).toThrow('needs a value for {name}')
    expect(() => format('{n, plural, other {#}}', { n: '2' })).toThrow('{n} must be a number')
    expect(() => format('<b>x</b>', { b: 'bold' })).toThrow('<b> needs a function')
  })
})

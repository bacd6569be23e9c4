import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createTranslator } from './createTranslator'
import { type Catalogue, en } from './messages/en'

// A stand-in catalogue: the translator only reads keys, so these test keys are cast in.
const english = {
  ...en,
  'test.count': '{count, plural, one {# wallet} other {# wallets}}',
  'test.terms': 'I agree to the <link>Terms</link>',
} as unknown as Catalogue

describe('createTranslator', () => {
  it('formats plurals and numbers by the locale', () => {
    const de = createTranslator('de', english, (key) => english[key])
    expect(de.t('test.count' as never, { count: 1 })).toBe('1 wallet')
    expect(de.t('test.count' as never, { count: 1200 })).toBe('1.200 wallets')
    expect(de.number(1234.5)).toBe('1.234,5')
    expect(createTranslator('en', english, (key) => english[key]).number(1234.5)).toBe('1,234.5')
  })

  it('keeps one formatter per set of options: each call still formats with its own', () => {
    const de = createTranslator('de', english, (key) => english[key])
    expect(de.number(0.5, { style: 'percent' })).toBe('50\u00a0%')
    expect(de.number(0.5)).toBe('0,5')
    expect(de.number(0.5, { style: 'percent' })).toBe('50\u00a0%')
    const day = Date.UTC(2026, 10, 23)
    expect(de.date(day, { timeZone: 'UTC', month: 'long' })).toBe('November')
    expect(de.date(day, { timeZone: 'UTC', year: 'numeric' })).toBe('2026')
  })

  it('falls back to English for a missing or broken translation', () => {
    const broken = { 'test.count': '{count, plural, one {# Wallet}' } as unknown as Catalogue
    const fr = createTranslator('fr', broken, (key) => english[key])
    expect(fr.t('test.count' as never, { count: 2 })).toBe('2 wallets')
    expect(fr.t('button.connect')).toBe('Connect Wallet')
  })

  it('reads plain text as written, and formats quotes and placeholders the ICU way', () => {
    const plain = {
      ...english,
      'test.plain': "Don't have a wallet? #1",
      'test.quoted': "It''s {name}",
    } as unknown as Catalogue
    const t = createTranslator('en', plain, (key) => plain[key])
    expect(t.t('test.plain' as never)).toBe("Don't have a wallet? #1")
    expect(t.t('test.quoted' as never, { name: 'Portico' })).toBe("It's Portico")
  })

  it('renders markup tags through the given functions', () => {
    const t = createTranslator('en', english, (key) => english[key])
    const node = t.rich('test.terms' as never, { link: (chunks) => <a href="/terms">{chunks}</a> })
    expect(renderToStaticMarkup(<p>{node}</p>)).toBe(
      '<p>I agree to the <a href="/terms">Terms</a></p>',
    )
  })

  it('reads Arabic and Hebrew right to left, the rest left to right', () => {
    expect(createTranslator('ar', {}, (key) => english[key]).dir).toBe('rtl')
    expect(createTranslator('he', {}, (key) => english[key]).dir).toBe('rtl')
    expect(createTranslator('ja', {}, (key) => english[key]).dir).toBe('ltr')
  })
})

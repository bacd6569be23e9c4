import { describe, expect, it } from 'vitest'
import { RTL_LOCALES, SUPPORTED_LOCALES } from '../constants/locales'
import { isLocale, matchLocale } from './matchLocale'

describe('matchLocale', () => {
  it('takes the first preferred language the kit ships', () => {
    expect(matchLocale(['sw', 'fr-CA', 'de'])).toBe('fr')
    expect(matchLocale(['ja-JP'])).toBe('ja')
  })

  it('matches exact tags case-insensitively, with underscores', () => {
    expect(matchLocale(['PT-br'])).toBe('pt-BR')
    expect(matchLocale(['zh_TW'])).toBe('zh-TW')
  })

  it('maps Chinese scripts and regions to simplified or traditional', () => {
    expect(matchLocale(['zh'])).toBe('zh-CN')
    expect(matchLocale(['zh-Hans-SG'])).toBe('zh-CN')
    expect(matchLocale(['zh-Hant'])).toBe('zh-TW')
    expect(matchLocale(['zh-HK'])).toBe('zh-TW')
  })

  it('reads pt as Brazilian Portuguese and iw as Hebrew', () => {
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['iw-IL'])).toBe('he')
  })

  it('falls back to English for no match, an empty list or junk', () => {
    expect(matchLocale([])).toBe('en')
    expect(matchLocale(['', 'xx-YY'])).toBe('en')
    expect(matchLocale([42 as unknown as string])).toBe('en')
  })

  it('ships at least twenty languages, Arabic and Hebrew right to left', () => {
    expect(SUPPORTED_LOCALES.length).toBeGreaterThanOrEqual(20)
    expect([...RTL_LOCALES].sort()).toEqual(['ar', 'he'])
    for (const locale of SUPPORTED_LOCALES) expect(matchLocale([locale])).toBe(locale)
  })

  it('isLocale accepts only the shipped tags', () => {
    expect(isLocale('de')).toBe(true)
    expect(isLocale('de-DE')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../i18n/loadTranslator'
import { walletCountDetail } from './walletCountDetail'

describe('walletCountDetail', () => {
  it('counts exactly up to 10, then in tens with a plus, and says nothing for none', () => {
    const { number } = englishTranslator()
    expect(walletCountDetail(0, number)).toBeUndefined()
    expect(walletCountDetail(7, number)).toBe('7')
    expect(walletCountDetail(10, number)).toBe('10')
    expect(walletCountDetail(437, number)).toBe('430+')
    expect(walletCountDetail(1234, number)).toBe('1230+')
  })

  it("writes the number in the visitor's digits, never grouped", async () => {
    expect(walletCountDetail(1234, (await loadTranslator('de')).number)).toBe('1230+')
    expect(walletCountDetail(437, (await loadTranslator('ar')).number)).toBe(
      `${new Intl.NumberFormat('ar').format(430)}+`,
    )
  })
})

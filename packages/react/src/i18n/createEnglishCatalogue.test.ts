import { describe, expect, it } from 'vitest'
import { createEnglishCatalogue } from './createEnglishCatalogue'
import { createTranslator } from './createTranslator'
import { englishBaseAreas } from './messages/en/base'

describe('createEnglishCatalogue', () => {
  it('reads an area loaded after the translator was made', async () => {
    const english = createEnglishCatalogue(englishBaseAreas, async (_area: 'send') => ({
      'send.amount.max': 'Max',
    }))
    const translator = createTranslator('en', {}, english.lookUp)
    expect(translator.t('titles.connect')).toBe('Connect wallet')
    // Not loaded yet: the key itself, never "undefined".
    expect(translator.t('send.amount.max')).toBe('send.amount.max')
    await english.load(['send'])
    expect(translator.t('send.amount.max')).toBe('Max')
  })

  it('holds the base areas from the start, and nothing else', () => {
    const english = createEnglishCatalogue({ common: { 'common.back': 'Back' } }, async () => ({}))
    expect(english.lookUp('common.back')).toBe('Back')
    expect(english.lookUp('titles.connect')).toBeUndefined()
  })

  it('fetches an area once, and again after it failed', async () => {
    let calls = 0
    const english = createEnglishCatalogue(englishBaseAreas, async (_area: 'swap') => {
      calls += 1
      if (calls === 1) throw new Error('offline')
      return { 'swap.form.switch': 'Switch tokens' }
    })
    await expect(english.load(['swap'])).rejects.toThrow('offline')
    expect(english.lookUp('swap.form.switch')).toBeUndefined()
    await Promise.all([english.load(['swap']), english.load(['swap'])])
    expect(calls).toBe(2)
    expect(english.lookUp('swap.form.switch')).toBe('Switch tokens')
  })

  it('is the fallback of a locale that lacks a message, once its area has loaded', async () => {
    const english = createEnglishCatalogue(englishBaseAreas, async (_area: 'names') => ({
      'names.register.label': 'Name',
    }))
    const german = createTranslator('de', { 'button.connect': 'Wallet verbinden' }, english.lookUp)
    await english.load(['names'])
    expect(german.t('names.register.label')).toBe('Name')
    expect(german.t('button.connect')).toBe('Wallet verbinden')
  })
})

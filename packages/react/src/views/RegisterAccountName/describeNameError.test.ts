import { BaseError, NameSuggestionsError, RegisterNameError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../i18n/loadTranslator'
import { describeNameError } from './describeNameError'

describe('describeNameError', () => {
  it('says spec §8’s sentences in English as they are', () => {
    const { t } = englishTranslator()
    expect(describeNameError(new NameSuggestionsError(), t)).toBe('Error fetching name suggestions')
    expect(describeNameError(new RegisterNameError(), t)).toBe('Error registering name')
    expect(describeNameError(new Error('offline'), t)).toBe('Error fetching name suggestions')
    expect(describeNameError(new BaseError('Gateway says no'), t)).toBe('Gateway says no')
  })

  it('translates the known ones and leaves an unknown message as it is', async () => {
    const { t } = await loadTranslator('ja')
    expect(describeNameError(new NameSuggestionsError(), t)).toBe(
      '名前の候補を取得できませんでした',
    )
    expect(describeNameError(new BaseError('Gateway says no'), t)).toBe('Gateway says no')
  })
})

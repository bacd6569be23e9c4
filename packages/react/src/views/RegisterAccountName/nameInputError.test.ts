import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../i18n/loadTranslator'
import { nameInputError } from './nameInputError'

describe('nameInputError (spec §5 as the visitor types)', () => {
  const { t } = englishTranslator()
  it.each([
    ['', undefined],
    ['alice-1234', undefined],
    ['AB-9', undefined],
    ['abc', 'At least 4 characters'],
    ['al_ice', 'Only letters, digits and hyphens'],
    ['alice.id', 'Only letters, digits and hyphens'],
    ['émile', 'Only letters, digits and hyphens'],
    ['with space', 'Only letters, digits and hyphens'],
    ['-alice', 'Hyphens only between letters or digits, one at a time'],
    ['alice-', 'Hyphens only between letters or digits, one at a time'],
    ['ali--ce', 'Hyphens only between letters or digits, one at a time'],
    ['a'.repeat(70), 'At most 63 characters'],
  ])('%j → %j', (label, error) => {
    expect(nameInputError(label, t)).toBe(error)
  })

  it('says it in the visitor’s language', async () => {
    const { t: german } = await loadTranslator('de')
    expect(nameInputError('abc', german)).toBe('Mindestens 4 Zeichen')
    expect(nameInputError('al_ice', german)).toBe('Nur Buchstaben, Ziffern und Bindestriche')
  })
})

import { describe, expect, it } from 'vitest'
import { nameInputError } from './nameInputError'

describe('nameInputError (spec §5 as the visitor types)', () => {
  it.each([
    ['', undefined],
    ['alice-1234', undefined],
    ['AB-9', undefined],
    ['abc', 'At least 4 characters'],
    ['al_ice', 'Only letters, digits and hyphens'],
    ['alice.id', 'Only letters, digits and hyphens'],
    ['émile', 'Only letters, digits and hyphens'],
    ['with space', 'Only letters, digits and hyphens'],
  ])('%j → %j', (label, error) => {
    expect(nameInputError(label)).toBe(error)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidAccountName } from './isValidAccountName'

describe('isValidAccountName (spec §5)', () => {
  it.each(['alice', 'a1b2', 'my-name', '----', 'ABCD', '1234'])('accepts %s', (name) => {
    expect(isValidAccountName(name)).toBe(true)
  })

  it.each(['abc', '', 'with space', 'under_score', 'dot.name', 'émile', 'name!', 'alice.reown.id'])(
    'rejects %j',
    (name) => {
      expect(isValidAccountName(name)).toBe(false)
    },
  )

  it('accepts any 4+ string over the allowed alphabet and rejects shorter ones', () => {
    const char = fc.constantFrom(...'abcXYZ019-')
    fc.assert(
      fc.property(fc.array(char, { minLength: 0, maxLength: 30 }), (chars) => {
        expect(isValidAccountName(chars.join(''))).toBe(chars.length >= 4)
      }),
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itAnswers } from '../testing/itAnswers'
import { isValidAccountName } from './isValidAccountName'

describe('isValidAccountName (spec §5)', () => {
  it.each(['alice', 'a1b2', 'my-name', 'a-b-c-d', 'ABCD', '1234', 'a'.repeat(63)])(
    'accepts %s',
    (name) => {
      expect(isValidAccountName(name)).toBe(true)
    },
  )

  itAnswers(isValidAccountName, false, 'rejects %j', [
    'abc',
    '',
    'with space',
    'under_score',
    'dot.name',
    'émile',
    'name!',
    'alice.reown.id',
    // What the gateway's zone refuses, which the form used to offer.
    '----',
    '-alice',
    'alice-',
    'ali--ce',
    'a'.repeat(64),
    'a'.repeat(70),
  ])

  it('accepts hyphen-joined runs of letters and digits of 4 to 63 characters, and nothing else', () => {
    const run = fc.array(fc.constantFrom(...'abcXYZ019'), { minLength: 1, maxLength: 12 })
    fc.assert(
      fc.property(fc.array(run, { minLength: 1, maxLength: 8 }), (runs) => {
        const name = runs.map((chars) => chars.join('')).join('-')
        expect(isValidAccountName(name)).toBe(name.length >= 4 && name.length <= 63)
      }),
    )
  })
})

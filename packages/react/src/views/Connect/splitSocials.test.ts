import { DEFAULT_FEATURES } from '@portico/common'
import { expect, it } from 'vitest'
import { splitSocials } from './splitSocials'

it('puts the first provider on the wide button and the rest in the row when they fit', () => {
  expect(splitSocials(['github', 'google', 'apple'])).toEqual({
    wide: 'github',
    row: ['google', 'apple'],
    more: false,
  })
  expect(splitSocials(['google', 'github', 'apple', 'facebook', 'x'])).toEqual({
    wide: 'google',
    row: ['github', 'apple', 'facebook', 'x'],
    more: false,
  })
})

it("keeps the last slot for 'more' when the rest do not fit (the default list)", () => {
  expect(splitSocials(DEFAULT_FEATURES.socials || [])).toEqual({
    wide: 'google',
    row: ['x', 'discord', 'farcaster'],
    more: true,
  })
})

it('has nothing to show without providers', () => {
  expect(splitSocials([])).toEqual({ wide: undefined, row: [], more: false })
})

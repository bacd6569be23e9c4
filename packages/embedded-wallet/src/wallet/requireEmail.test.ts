import { expect, it } from 'vitest'
import { InvalidEmailError } from './InvalidEmailError'
import { requireEmail } from './requireEmail'

it('returns the address without surrounding spaces', () => {
  expect(requireEmail('  ada@example.com ')).toBe('ada@example.com')
})

it('refuses what is not an address', () => {
  expect(() => requireEmail('ada@')).toThrow(InvalidEmailError)
  expect(() => requireEmail('   ')).toThrow('Enter a valid email address')
})

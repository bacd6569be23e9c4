import { describe, expect, it } from 'vitest'
import { socialAccountLabel } from './socialAccountLabel'

describe('socialAccountLabel', () => {
  it('writes a handle with its @ and a person’s name without one', () => {
    expect(socialAccountLabel('github', 'ada', null)).toBe('GitHub · @ada')
    expect(socialAccountLabel('x', '@ada', null)).toBe('X · @ada')
    expect(socialAccountLabel('google', 'Ada Lovelace', 'ada@example.com')).toBe(
      'Google · Ada Lovelace',
    )
  })

  it('falls back to the email, then to the provider alone', () => {
    expect(socialAccountLabel('apple', null, 'ada@example.com')).toBe('Apple · ada@example.com')
    expect(socialAccountLabel('discord', '  ', null)).toBe('Discord')
  })
})

import { describe, expect, it } from 'vitest'
import { readProfile } from './readProfile'
import { socialProviderDefaults } from './socialProviderDefaults'

describe('readProfile', () => {
  it('reads each plain OAuth 2 shape with its default paths', () => {
    expect(
      readProfile(
        { id: 583231, login: 'octocat', email: 'Octo@Example.com' },
        socialProviderDefaults.github.profile,
      ),
    ).toEqual({
      subject: '583231',
      email: 'octo@example.com',
      emailVerified: false,
      username: 'octocat',
    })
    expect(
      readProfile(
        { id: '80351110224678912', username: 'nelly', email: 'nelly@example.com', verified: true },
        socialProviderDefaults.discord.profile,
      ),
    ).toMatchObject({ subject: '80351110224678912', emailVerified: true, username: 'nelly' })
    expect(
      readProfile(
        { data: { id: '2244994945', username: 'XDevelopers' } },
        socialProviderDefaults.x.profile,
      ),
    ).toEqual({ subject: '2244994945', email: null, emailVerified: false, username: 'XDevelopers' })
  })

  it('takes Apple\'s "true" string as verified, and nothing else', () => {
    const fields = socialProviderDefaults.apple.profile
    expect(
      readProfile({ sub: 'a', email: 'a@b.co', email_verified: 'true' }, fields)?.emailVerified,
    ).toBe(true)
    expect(
      readProfile({ sub: 'a', email: 'a@b.co', email_verified: 'false' }, fields)?.emailVerified,
    ).toBe(false)
    expect(
      readProfile({ sub: 'a', email: 'a@b.co', email_verified: 1 }, fields)?.emailVerified,
    ).toBe(false)
    // A verified flag without an email verifies nothing.
    expect(readProfile({ sub: 'a', email_verified: true }, fields)?.emailVerified).toBe(false)
  })

  it('refuses an answer without a usable id', () => {
    const fields = socialProviderDefaults.google.profile
    expect(readProfile({ email: 'a@b.co' }, fields)).toBeUndefined()
    expect(readProfile({ sub: '' }, fields)).toBeUndefined()
    expect(readProfile({ sub: { nested: 1 } }, fields)).toBeUndefined()
    expect(readProfile(null, fields)).toBeUndefined()
  })
})

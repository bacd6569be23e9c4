import { z } from '@portico/common/zod-mini'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { announcedProviderSchema } from './announcedProviderSchema'
import { parseAnnouncedProvider } from './parseAnnouncedProvider'

// The schema's sentences are zod's English ones, which classic zod sets up by itself and an app on
// zod/mini with `z.config(z.locales.en())` (without a locale zod/mini says 'Invalid input'):
// parseAnnouncedProvider words its issues as they read then.
z.config(z.locales.en())

const provider = { request: async () => null }
const info = { uuid: 'uuid-1', name: 'Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'io.w' }

/** Announcement details near the valid one: every field right, wrong, empty, missing or odd. */
const field = fc.oneof(
  fc.string(),
  fc.constantFrom('', 'data:image/png;base64,AA', 'https://tracker.example/w.png'),
  fc.anything(),
)
const details = fc.oneof(
  fc.record(
    {
      info: fc.oneof(
        fc.record({ uuid: field, name: field, icon: field, rdns: field }, { requiredKeys: [] }),
        fc.anything(),
      ),
      provider: fc.oneof(fc.constant(provider), fc.anything()),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
)

describe('parseAnnouncedProvider', () => {
  it('keeps a valid announcement, with only the EIP-6963 fields and the same provider', () => {
    const parsed = parseAnnouncedProvider({ info: { ...info, extra: 1 }, provider, more: 2 })
    expect(parsed).toEqual({ success: true, data: { info, provider } })
    expect(parsed.success && parsed.data.provider).toBe(provider)
  })

  it('says what is wrong in the words of announcedProviderSchema', () => {
    expect(parseAnnouncedProvider(undefined)).toEqual({
      success: false,
      message: 'Invalid input: expected object, received undefined',
    })
    expect(parseAnnouncedProvider({ info: { ...info, name: '' }, provider })).toEqual({
      success: false,
      message: 'Too small: expected string to have >=1 characters',
    })
    expect(parseAnnouncedProvider({ info: { ...info, icon: 'https://x.example/i.png' } })).toEqual({
      success: false,
      message: 'Expected a data:image URI',
    })
  })

  it('accepts, rejects and words its first issue exactly as the schema does', () => {
    fc.assert(
      fc.property(details, (detail) => {
        const ours = parseAnnouncedProvider(detail)
        const schema = announcedProviderSchema.safeParse(detail)
        if (schema.success) {
          expect(ours).toEqual({ success: true, data: schema.data })
        } else {
          expect(ours).toEqual({ success: false, message: schema.error.issues[0]?.message })
        }
      }),
      { numRuns: 2000 },
    )
  })
})

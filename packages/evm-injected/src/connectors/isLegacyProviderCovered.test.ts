import { describe, expect, it } from 'vitest'
import type { AnnouncedProvider, Eip1193Provider } from '../discovery/announcedProvider'
import { isLegacyProviderCovered } from './isLegacyProviderCovered'

const provider = (): Eip1193Provider => ({ request: async () => null })
const announcedWith = (p: Eip1193Provider, rdns: string): AnnouncedProvider => ({
  info: { uuid: rdns, name: rdns, icon: 'data:image/png;base64,', rdns },
  provider: p,
})

describe('isLegacyProviderCovered', () => {
  it('is covered when there is no window.ethereum', () => {
    expect(isLegacyProviderCovered(undefined, [])).toBe(true)
  })

  it('is covered when window.ethereum is an announced provider', () => {
    const p = provider()
    expect(isLegacyProviderCovered(p, [announcedWith(p, 'io.a')])).toBe(true)
  })

  it('is not covered by announcements of other providers', () => {
    expect(isLegacyProviderCovered(provider(), [announcedWith(provider(), 'io.a')])).toBe(false)
  })

  it('needs every provider of a shared window.ethereum.providers list to be announced', () => {
    const a = provider()
    const b = provider()
    const shared = { ...provider(), providers: [a, b] }
    expect(isLegacyProviderCovered(shared, [announcedWith(a, 'io.a')])).toBe(false)
    expect(
      isLegacyProviderCovered(shared, [announcedWith(a, 'io.a'), announcedWith(b, 'io.b')]),
    ).toBe(true)
  })
})

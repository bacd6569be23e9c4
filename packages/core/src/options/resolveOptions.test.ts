import { KNOWN_CHAINS } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../testing/createFakeAdapter'
import { resolveOptions } from './resolveOptions'

const networks = [KNOWN_CHAINS.base, KNOWN_CHAINS.solana] as const

describe('resolveOptions', () => {
  it('defaults to networks[0] when eip155:1 is not listed', () => {
    expect(resolveOptions({ networks: [...networks] }).defaultNetwork).toBe(KNOWN_CHAINS.base)
  })

  it('merges features per key over the defaults', () => {
    const { features } = resolveOptions({
      networks: [...networks],
      features: { swaps: false, socials: ['github'] },
    })
    expect(features).toMatchObject({ swaps: false, socials: ['github'], send: true, pay: false })
    expect(features.connectorTypeOrder[0]).toBe('walletConnect')
  })

  it('lists the adapters namespaces once, in order', () => {
    const adapters = [
      createFakeAdapter({ namespace: 'solana' }),
      createFakeAdapter(),
      createFakeAdapter(),
    ]
    expect(resolveOptions({ networks: [...networks], adapters }).namespaces).toEqual([
      'solana',
      'eip155',
    ])
  })

  it('takes isMobile as a boolean or a function, and detects false on the server', () => {
    expect(resolveOptions({ networks: [...networks], isMobile: true }).isMobile()).toBe(true)
    expect(resolveOptions({ networks: [...networks], isMobile: () => true }).isMobile()).toBe(true)
    expect(resolveOptions({ networks: [...networks] }).isMobile()).toBe(false)
  })

  describe('locale', () => {
    afterEach(() => vi.unstubAllGlobals())

    it("takes the browser's first shipped language, else English", () => {
      vi.stubGlobal('navigator', { languages: ['sw', 'ko-KR', 'en'], language: 'sw' })
      expect(resolveOptions({ networks: [...networks] }).locale).toBe('ko')
      vi.stubGlobal('navigator', { languages: ['sw'], language: 'sw' })
      expect(resolveOptions({ networks: [...networks] }).locale).toBe('en')
    })

    it("prefers the app's locale, read as the nearest shipped one", () => {
      vi.stubGlobal('navigator', { languages: ['ko-KR'], language: 'ko-KR' })
      expect(resolveOptions({ networks: [...networks], locale: 'he' }).locale).toBe('he')
      const regional = 'de-CH' as unknown as 'de'
      expect(resolveOptions({ networks: [...networks], locale: regional }).locale).toBe('de')
    })
  })

  it('points the catalogue at the API unless told otherwise', () => {
    const resolved = resolveOptions({ networks: [...networks], apiUrl: 'https://api.example' })
    expect(resolved.catalogueUrl).toBe('https://api.example')
    const split = resolveOptions({ networks: [...networks], catalogueUrl: 'https://cat.example' })
    expect(split.catalogueUrl).toBe('https://cat.example')
  })
})

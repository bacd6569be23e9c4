import { KNOWN_CHAINS } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { createPorticoLogger } from '../logger/createPorticoLogger'
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

    it("takes the visitor's first shipped language, else English", () => {
      const locale = (languages: string[]) =>
        resolveOptions({ networks: [...networks], environment: { languages } }).locale
      expect(locale(['sw', 'ko-KR', 'en'])).toBe('ko')
      expect(locale(['sw'])).toBe('en')
    })

    it('reads the browser’s languages when the environment names none', () => {
      vi.stubGlobal('navigator', { languages: ['sw', 'ko-KR', 'en'], language: 'sw' })
      expect(resolveOptions({ networks: [...networks] }).locale).toBe('ko')
    })

    it("prefers the app's locale, read as the nearest shipped one", () => {
      const environment = { languages: ['ko-KR'] }
      expect(resolveOptions({ networks: [...networks], locale: 'he', environment }).locale).toBe(
        'he',
      )
      const regional = 'de-CH' as unknown as 'de'
      expect(
        resolveOptions({ networks: [...networks], locale: regional, environment }).locale,
      ).toBe('de')
    })
  })

  it('points the catalogue at the API unless told otherwise', () => {
    const resolved = resolveOptions({ networks: [...networks], apiUrl: 'https://api.example' })
    expect(resolved.catalogueUrl).toBe('https://api.example')
    const split = resolveOptions({ networks: [...networks], catalogueUrl: 'https://cat.example' })
    expect(split.catalogueUrl).toBe('https://cat.example')
  })

  it('logs through a logger that prints errors only and buffers the rest (spec §9)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { logger } = resolveOptions({ networks: [...networks] })
    logger.warn('Portico: analytics unavailable')
    logger.error('Portico: adapter teardown failed')
    expect(warn).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith('Portico: adapter teardown failed')
    expect(
      (logger as ReturnType<typeof createPorticoLogger>).records().map((line) => line.text),
    ).toEqual(['Portico: analytics unavailable', 'Portico: adapter teardown failed'])
    vi.restoreAllMocks()
  })

  it("keeps the app's own logger as it is", () => {
    const logger = { warn: vi.fn(), error: vi.fn() }
    expect(resolveOptions({ networks: [...networks], logger }).logger).toBe(logger)
  })
})

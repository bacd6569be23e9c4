import { afterEach, describe, expect, it, vi } from 'vitest'
import { readEnvironment } from './readEnvironment'

const PAGE = {
  origin: 'https://shop.example',
  host: 'shop.example',
  hostname: 'shop.example',
  pathname: '/',
}

describe('readEnvironment', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('takes what the app passes, without touching the browser', () => {
    vi.stubGlobal('navigator', { languages: ['fr'], language: 'fr' })
    expect(readEnvironment({ languages: ['de-AT', 'de'], location: PAGE })).toEqual({
      languages: ['de-AT', 'de'],
      location: PAGE,
    })
  })

  it('reads the browser for what the app leaves out, and nothing outside one', () => {
    expect(readEnvironment(undefined)).toEqual({
      languages: expect.any(Array),
      location: undefined,
    })
    vi.stubGlobal('navigator', { languages: ['fr-CA', 'fr'], language: 'fr-CA' })
    vi.stubGlobal('location', new URL('https://shop.example:8443/cart?id=1#pay'))
    expect(readEnvironment({})).toEqual({
      languages: ['fr-CA', 'fr'],
      location: {
        origin: 'https://shop.example:8443',
        host: 'shop.example:8443',
        hostname: 'shop.example',
        pathname: '/cart',
      },
    })
  })
})

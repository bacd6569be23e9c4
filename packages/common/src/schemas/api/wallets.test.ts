import { describe, expect, it, vi } from 'vitest'
import { walletRecordSchema } from './wallets'

describe('walletRecordSchema', () => {
  it('drops a link that is not safe to render and keeps the wallet', () => {
    const wallet = walletRecordSchema.parse({
      id: 'x',
      name: 'X',
      mobile_link: 'javascript:alert(1)//://',
      desktop_link: 'metamask://',
      webapp_link: 'http://wallet.example',
      homepage: 'https://wallet.example',
    })
    expect(wallet).toMatchObject({
      id: 'x',
      mobile_link: null,
      desktop_link: 'metamask://',
      webapp_link: null,
      homepage: 'https://wallet.example',
    })
    expect(walletRecordSchema.parse({ id: 'y', name: 'Y' })).toEqual({ id: 'y', name: 'Y' })
  })

  it('drops exactly the links the gateway refuses in its catalogue', () => {
    const wallet = walletRecordSchema.parse({
      id: 'x',
      name: 'X',
      mobile_link: 'search-ms:query=invoice&crumb=location:\\\\attacker.example\\share',
      desktop_link: 'intent://scan/#Intent;scheme=zxing;package=com.evil;end',
      webapp_link: 'http://127.0.0.1:8545/',
      app_store: 'x-wallet://',
      chrome_store: 'ms-msdt:/id PCWDiagnostic',
    })
    expect(wallet).toMatchObject({
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      chrome_store: null,
    })
  })

  it("keeps a wallet web app on this machine only for a page on this machine (the dev stack's test wallet)", () => {
    const parse = () =>
      walletRecordSchema.parse({ id: 't', name: 'T', webapp_link: 'http://127.0.0.1:5174' })
        .webapp_link
    const page = (href: string) => vi.stubGlobal('location', new URL(href))
    try {
      page('https://shop.example.com/')
      expect(parse()).toBeNull()
      page('http://127.0.0.1:5173/')
      expect(parse()).toBe('http://127.0.0.1:5174')
      page('http://localhost:5173/')
      expect(parse()).toBe('http://127.0.0.1:5174')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

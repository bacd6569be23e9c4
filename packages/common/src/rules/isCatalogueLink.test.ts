import { describe, expect, it } from 'vitest'
import { itAnswers } from '../testing/itAnswers'
import { isCatalogueLink } from './isCatalogueLink'

describe('isCatalogueLink', () => {
  it.each(['https://metamask.app.link/wc', 'metamask://wc', 'rainbow:', '1inch://', 'TRUST://wc'])(
    'takes %s',
    (link) => {
      expect(isCatalogueLink(link)).toBe(true)
    },
  )

  itAnswers(isCatalogueLink, false, 'refuses %j', [
    'search-ms:query=invoice&crumb=location:\\\\attacker.example\\share',
    'intent://scan/#Intent;scheme=zxing;package=com.evil;end',
    'ms-msdt:/id PCWDiagnostic',
    'unknownwallet://wc',
    'javascript:alert(1)//://',
    'data:text/html,x',
    'http://wallet.example',
    'http://127.0.0.1:5174',
    'http://localhost:5174/wc',
    ' https://wallet.example',
    'https://wallet.example/\u0000',
    'metamask://wc\u007f',
    '//wallet.example',
    '',
  ])

  it('takes plain http to this machine only when told to', () => {
    const loopbackHttp = { loopbackHttp: true }
    expect(isCatalogueLink('http://127.0.0.1:5174', loopbackHttp)).toBe(true)
    expect(isCatalogueLink('http://localhost:5174/wc', loopbackHttp)).toBe(true)
    expect(isCatalogueLink('http://[::1]:5174', loopbackHttp)).toBe(true)
    expect(isCatalogueLink('http://wallet.example', loopbackHttp)).toBe(false)
    expect(isCatalogueLink('http://127.0.0.1.example.com', loopbackHttp)).toBe(false)
  })
})

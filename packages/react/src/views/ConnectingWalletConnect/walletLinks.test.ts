import type { WalletCatalogueEntry } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { englishTranslator } from '../../i18n/loadTranslator'
import { walletLinks } from './walletLinks'

const { t } = englishTranslator()

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'
const ENCODED = encodeURIComponent(URI)
const all: WalletCatalogueEntry = {
  id: 'rainbow',
  name: 'Rainbow',
  mobile_link: 'rainbow://',
  desktop_link: 'rainbow-desktop:',
  webapp_link: 'https://web.rainbow.example',
}

describe('walletLinks', () => {
  it('offers the deep link on a phone and the desktop link on a computer, web app last', () => {
    expect(walletLinks(all, URI, { isMobile: true }, t)).toEqual([
      { platform: 'mobile', label: 'Open Rainbow', href: `rainbow://wc?uri=${ENCODED}` },
      {
        platform: 'web',
        label: 'Open Rainbow web app',
        href: `https://web.rainbow.example/wc?uri=${ENCODED}`,
      },
    ])
    expect(walletLinks(all, URI, { isMobile: false }, t).map((link) => link.href)).toEqual([
      `rainbow-desktop://wc?uri=${ENCODED}`,
      `https://web.rainbow.example/wc?uri=${ENCODED}`,
    ])
  })

  it("never offers the other device's link", () => {
    const mobileOnly = { id: 'm', name: 'Mobile Only', mobile_link: 'mo://' }
    expect(walletLinks(mobileOnly, URI, { isMobile: false }, t)).toEqual([])
    const desktopOnly = { id: 'd', name: 'Desk', desktop_link: 'desk://' }
    expect(walletLinks(desktopOnly, URI, { isMobile: true }, t)).toEqual([])
  })

  it('names a lone web app link after the wallet, carrying the uri through the query', () => {
    const [link] = walletLinks(
      { id: 'tw', name: 'Portico Test Wallet', webapp_link: 'http://127.0.0.1:5174' },
      URI,
      { isMobile: false },
      t,
    )
    expect(link?.label).toBe('Open Portico Test Wallet')
    expect(new URL(link?.href ?? '').searchParams.get('uri')).toBe(URI)
  })

  it('offers nothing until there is a uri', () => {
    expect(walletLinks(all, undefined, { isMobile: true }, t)).toEqual([])
  })

  it('leaves out a catalogue link that is not safe to open', () => {
    const hostile = {
      id: 'evil',
      name: 'Evil',
      desktop_link: 'javascript:alert(1)//://',
      webapp_link: 'https://evil.example/app',
    }
    const links = walletLinks(hostile, 'wc:ab@2', { isMobile: false }, t)
    expect(links.map((link) => link.platform)).toEqual(['web'])
    expect(links[0]?.label).toBe('Open Evil')
    expect(links.every((link) => !link.href.startsWith('javascript:'))).toBe(true)
  })
})

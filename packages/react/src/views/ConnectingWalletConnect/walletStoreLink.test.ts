import { describe, expect, it } from 'vitest'
import { englishTranslator } from '../../i18n/loadTranslator'
import { storePlatform, walletStoreLink } from './walletStoreLink'

const { t } = englishTranslator()

const wallet = {
  id: 'rainbow',
  name: 'Rainbow',
  chrome_store: 'https://chromewebstore.google.com/detail/rainbow',
  app_store: 'https://apps.apple.com/app/rainbow',
  play_store: 'https://play.google.com/store/apps/details?id=me.rainbow',
  homepage: 'https://rainbow.me',
}

describe('walletStoreLink', () => {
  it("picks the device's store", () => {
    expect(walletStoreLink(wallet, 'desktop', t)?.href).toBe(wallet.chrome_store)
    expect(walletStoreLink(wallet, 'ios', t)?.href).toBe(wallet.app_store)
    expect(walletStoreLink(wallet, 'android', t)?.href).toBe(wallet.play_store)
    expect(walletStoreLink(wallet, 'ios', t)?.label).toBe('Get Rainbow')
  })

  it('falls back to the homepage, and to nothing', () => {
    expect(walletStoreLink({ ...wallet, app_store: null }, 'ios', t)?.href).toBe(wallet.homepage)
    expect(walletStoreLink({ id: 'x', name: 'X' }, 'desktop', t)).toBeUndefined()
  })

  it('never links a scheme other than https', () => {
    const hostile = {
      id: 'x',
      name: 'X',
      chrome_store: 'javascript:alert(1)//https://x',
      homepage: 'http://plain.example',
    }
    expect(walletStoreLink(hostile, 'desktop', t)).toBeUndefined()
  })
})

describe('storePlatform', () => {
  it('tells iOS, iPadOS, Android and desktop apart', () => {
    expect(storePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios')
    expect(storePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios')
    expect(storePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('desktop')
    expect(storePlatform('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe('android')
    expect(storePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('desktop')
  })
})

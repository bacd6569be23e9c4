import { anvilAccounts, screenshot } from '@portico/test'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { dialog, view } from './setup/modalLocators'
import { openDemo } from './setup/openDemo'
import { PHONE as IPHONE } from './setup/phoneContext'
import { useBrowser } from './setup/useBrowser'
import { openTestWallet } from './walletconnect/openTestWallet'
import { pairTestWallet } from './walletconnect/pairTestWallet'

// Spec §4: on iOS Safari and in Telegram the status goes to connecting while pairing, then
// connected, and an unexpired pairing is reused. The demo as a visitor on a phone sees it.
const walletUrl = inject('stack').urls.testWallet
if (!walletUrl) throw new Error('the stack must run the test wallet app')
/** Only connects (no transactions): its balance stays what walletconnect.e2e.ts expects. */
const WALLET_ACCOUNT = anvilAccounts[9]
if (!WALLET_ACCOUNT) throw new Error('no anvil account 9')

// A phone without animations; each browser below names its own user agent.
const PHONE: BrowserContextOptions = { ...IPHONE, reducedMotion: 'reduce' }
const BROWSERS = [
  [
    'iOS Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ],
  [
    "Telegram's in-app browser",
    'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 Telegram-Android/11.2.3 (Samsung SM-S918B; Android 14; SDK 34; HIGH)',
  ],
] as const

const browser = useBrowser()
const status = (page: Page) => page.getByTestId('demo-status').getAttribute('data-status')

/** The uri the Basic view's QR code carries. */
/** Finds the Portico Test Wallet in All Wallets, opens it, and reads the pairing from its link. */
async function openLinkOfTestWallet(page: Page): Promise<string> {
  await page.getByTestId('portico-wallet-search').fill('Portico Test')
  const tile = page.locator('[data-testid^="portico-wallet-tile-"]', {
    hasText: 'Portico Test Wallet',
  })
  await expect.poll(() => tile.count(), { timeout: 10_000 }).toBeGreaterThan(0)
  await tile.first().tap()
  await view(page, 'ConnectingWalletConnect').waitFor()
  const open = page.getByTestId('portico-wc-open-web')
  await expect.poll(() => open.getAttribute('href'), { timeout: 20_000 }).toContain('uri=')
  return new URL((await open.getAttribute('href')) ?? '').searchParams.get('uri') ?? ''
}

const closers: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const close of closers) await close()
})

describe('WalletConnect pairing first on a phone (spec §4)', () => {
  for (const [name, userAgent] of BROWSERS) {
    it(`${name}: connecting while pairing, the same unexpired pairing on every view and open, then connected`, async () => {
      const site = await openDemo(browser(), {
        wallet: false,
        forceOnline: true,
        context: { ...PHONE, userAgent },
      })
      closers.push(site.close)
      const { page } = site
      await page.getByTestId('portico-connect-button').tap()
      await view(page, 'Connect').waitFor()
      // Pairing starts with the wallet list, before the visitor picks anything.
      await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connecting')
      // On a phone the WalletConnect row opens the wallet list (no QR to scan with the phone
      // it is shown on), whose wallets open in their app with the pairing.
      await page.getByTestId('portico-wallet-walletConnect').tap()
      await view(page, 'AllWallets').waitFor()
      expect(await view(page, 'ConnectingWalletConnectBasic').count()).toBe(0)
      const uri = await openLinkOfTestWallet(page)
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

      // Closed and opened again: the same pairing, still connecting.
      await page.getByTestId('portico-close').tap()
      await expect.poll(() => view(page, 'ConnectingWalletConnect').count()).toBe(0)
      expect(await status(page)).toBe('connecting')
      await page.getByTestId('portico-connect-button').tap()
      await page.getByTestId('portico-all-wallets').tap()
      await view(page, 'AllWallets').waitFor()
      // The wallet's link is there with the view: it opens in the very tap on it.
      expect(await openLinkOfTestWallet(page)).toBe(uri)
      await screenshot(page, `walletconnect-phone-${name.startsWith('iOS') ? 'ios' : 'telegram'}`)

      const wallet = await openTestWallet(
        browser(),
        walletUrl ?? '',
        WALLET_ACCOUNT?.privateKey ?? '',
        WALLET_ACCOUNT?.address ?? '',
      )
      closers.push(wallet.close)
      await pairTestWallet(wallet.page, uri)
      await wallet.page.getByTestId('tw-approve-session').click()
      await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
      expect(await page.getByTestId('demo-address').textContent()).toBe(WALLET_ACCOUNT?.address)
      await expect.poll(() => dialog(page).count()).toBe(0)
      // Disconnect from the wallet side so the next browser starts clean.
      await wallet.page.getByTestId('tw-disconnect').click()
      await expect.poll(() => status(page), { timeout: 20_000 }).toBe('disconnected')
      expect(site.blocked).toEqual([])
      expect(site.errors).toEqual([])
    })
  }
})

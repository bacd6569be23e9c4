import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import type { BrowserContextOptions } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { view } from './setup/modalLocators'
import { openDemo } from './setup/openDemo'
import { PHONE as IPHONE } from './setup/phoneContext'
import { useBrowser } from './setup/useBrowser'

// The demo as a visitor on a phone sees it: 390×844, touch, an iPhone's user agent.
const PHONE: BrowserContextOptions = { ...IPHONE, reducedMotion: 'reduce' }

describe('the modal on a phone', () => {
  const browser = useBrowser()

  it('the test-wallet badge stays under the sheet; the sheet has a handle and closes on a swipe down', async () => {
    const { page, errors, close } = await openDemo(browser(), {
      path: '/?testWallet=1',
      wallet: false,
      context: PHONE,
    })
    try {
      await page.getByTestId('portico-connect-button').tap()
      await view(page, 'Connect').waitFor()
      const badge = await page.locator('#portico-test-wallet .panel').boundingBox()
      if (!badge) throw new Error('the demo shows no test-wallet badge')
      // What a finger on the badge's spot touches: the modal's sheet, not the badge.
      const touched = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
        x: badge.x + badge.width / 2,
        y: badge.y + badge.height / 2,
      })
      expect(touched).toBe('PORTICO-MODAL')
      await screenshot(page, 'phone-connect-sheet')

      const handle = page.locator('portico-modal .portico-sheet-handle')
      expect(await handle.isVisible()).toBe(true)
      const box = await handle.boundingBox()
      if (!box) throw new Error('no drag handle')
      const x = box.x + box.width / 2
      const y = box.y + box.height / 2
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x, y + 60, { steps: 4 })
      await page.mouse.move(x, y + 220, { steps: 8 })
      await page.mouse.up()
      await expect.poll(() => view(page, 'Connect').count()).toBe(0)

      // A short, slow drag springs back instead.
      await page.getByTestId('portico-connect-button').tap()
      await view(page, 'Connect').waitFor()
      const again = await handle.boundingBox()
      if (!again) throw new Error('no drag handle')
      await page.mouse.move(again.x + again.width / 2, again.y + 2)
      await page.mouse.down()
      await page.mouse.move(again.x + again.width / 2, again.y + 30, { steps: 3 })
      await page.waitForTimeout(400)
      await page.mouse.up()
      await page.waitForTimeout(300)
      expect(await view(page, 'Connect').count()).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('a catalogue wallet leads with Open <wallet>, keeps the QR code behind Show QR code, and offers the App Store', async () => {
    const { page, errors, close } = await openDemo(browser(), { wallet: false, context: PHONE })
    try {
      await page.getByTestId('portico-connect-button').tap()
      // The entry counts the catalogue (from the prefetch), not the wallets found locally. A phone
      // has no hover: the client and its prefetch start at the touch, so the count may follow
      // the sheet by a few round trips on a busy machine.
      await expect
        .poll(() => page.getByTestId('portico-all-wallets').textContent(), { timeout: 10_000 })
        .toMatch(/All wallets\d+0\+/)
      await page.getByTestId('portico-all-wallets').tap()
      await view(page, 'AllWallets').waitFor()
      const search = page.getByTestId('portico-wallet-search')
      // iOS zooms into any focused field under 16 px.
      expect(
        Number.parseFloat(await search.evaluate((el) => getComputedStyle(el).fontSize)),
      ).toBeGreaterThanOrEqual(16)
      await search.fill('MetaMask')
      const tile = page.locator('[data-testid^="portico-wallet-tile-"]', { hasText: 'MetaMask' })
      await expect.poll(() => tile.count(), { timeout: 10_000 }).toBeGreaterThan(0)
      await tile.first().tap()

      await view(page, 'ConnectingWalletConnect').waitFor()
      const openApp = page.getByTestId('portico-wc-open-mobile')
      await openApp.waitFor({ timeout: 15_000 })
      expect(await openApp.textContent()).toBe('Open MetaMask')
      expect(await openApp.getAttribute('href')).toMatch(/^metamask:\/\/wc\?uri=wc%3A/)
      expect(await page.getByTestId('portico-wc-qr').count()).toBe(0)
      expect(await page.getByText('Continue in MetaMask').count()).toBe(1)
      const get = page.getByRole('link', { name: 'Get MetaMask' })
      expect(await get.getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//)
      await screenshot(page, 'phone-wallet-open-app')

      await page.getByTestId('portico-wc-show-qr').tap()
      await page.getByTestId('portico-qr').waitFor()
      expect(await page.getByText('Scan with MetaMask').count()).toBe(1)
      await screenshot(page, 'phone-wallet-qr')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  for (const theme of ['dark', 'light'] as const) {
    it(`newcomers reach 'What is a wallet?' from Connect and go on to the wallet list (${theme})`, async () => {
      const { page, errors, close } = await openDemo(browser(), {
        wallet: false,
        context: { ...PHONE, colorScheme: theme },
      })
      try {
        await page.getByTestId('portico-connect-button').tap()
        await page.getByTestId('portico-what-is-a-wallet').tap()
        await view(page, 'WhatIsAWallet').waitFor()
        expect(await page.locator('portico-modal .portico-header-title').textContent()).toBe(
          'What is a wallet?',
        )
        const violations = await scanAccessibility(page, {
          shadow: ['portico-modal', '[role="dialog"]'],
        })
        expect(violations, formatViolations(violations)).toEqual([])
        await screenshot(page, `phone-what-is-a-wallet-${theme}`)
        await page.getByTestId('portico-get-a-wallet').tap()
        await view(page, 'AllWallets').waitFor()
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  }

  for (const theme of ['dark', 'light'] as const) {
    it(`Connect, AllWallets, Account (Tokens, Activity) and Send fit a phone and pass axe (${theme})`, async () => {
      const { page, errors, close } = await openDemo(browser(), {
        context: { ...PHONE, colorScheme: theme },
      })
      const accessible = async (label: string) => {
        const violations = await scanAccessibility(page, {
          shadow: ['portico-modal', '[role="dialog"]'],
        })
        expect(violations, `${label} (${theme})\n${formatViolations(violations)}`).toEqual([])
      }
      // Nothing of the sheet may spill past the screen's width (no sideways scrolling).
      const fitsWidth = async (label: string) => {
        const box = await page.locator('portico-modal [role="dialog"]').boundingBox()
        if (!box) throw new Error(`${label}: no dialog`)
        expect(box.x, label).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, label).toBeLessThanOrEqual(390)
      }
      const shoot = async (name: string) => {
        // The sheet's entrance and images settle before the picture.
        await page.waitForTimeout(300)
        await screenshot(page, `phone-${name}-${theme}`)
      }
      try {
        await page.getByTestId('portico-connect-button').tap()
        await view(page, 'Connect').waitFor()
        await fitsWidth('Connect')
        await accessible('Connect')
        await shoot('connect')

        await page.getByTestId('portico-all-wallets').tap()
        await view(page, 'AllWallets').waitFor()
        await expect
          .poll(() => page.locator('[data-testid^="portico-wallet-tile-"]').count(), {
            timeout: 15_000,
          })
          .toBeGreaterThan(20)
        await fitsWidth('AllWallets')
        await accessible('AllWallets')
        await shoot('all-wallets')

        await page
          .getByRole('button', { name: /Portico Test Wallet/ })
          .first()
          .tap()
        await page.getByTestId('portico-account-button').waitFor({ timeout: 15_000 })
        await page.getByTestId('portico-account-button').tap()
        await view(page, 'Account').waitFor()
        await page.getByTestId('portico-tab-tokens').tap()
        await page.getByTestId('portico-token-PTT').waitFor({ timeout: 15_000 })
        await fitsWidth('Account, Tokens')
        await accessible('Account, Tokens')
        await shoot('account-tokens')

        await page.getByTestId('portico-tab-activity').tap()
        await page.getByTestId('portico-account-panel-activity').waitFor()
        await page
          .getByTestId('portico-activity-row')
          .first()
          .or(page.getByTestId('portico-activity-empty'))
          .waitFor({ timeout: 15_000 })
        await accessible('Account, Activity')
        await shoot('account-activity')

        await page.getByTestId('portico-wallet-feature-send').tap()
        await view(page, 'WalletSend').waitFor()
        // 16 px fields: iOS does not zoom the page when one is focused.
        const fontSize = await page
          .locator('portico-modal input')
          .first()
          .evaluate((input) => Number.parseFloat(getComputedStyle(input).fontSize))
        expect(fontSize).toBeGreaterThanOrEqual(16)
        await fitsWidth('Send')
        await accessible('Send')
        await shoot('send')
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  }
})

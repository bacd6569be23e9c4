import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useIndexedWallet } from './gateway/useIndexedWallet'
import { connectTestWallet, openAccount } from './setup/connectTestWallet'
import { dialog, MODAL, view } from './setup/modalLocators'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const [devnetA] = stack.chains
if (!devnetA) throw new Error('the stack must run a devnet')

const browser = useBrowser()

// A wallet of its own: its Activity holds exactly these two transfers, whatever else runs.
const funded = useIndexedWallet(stack, devnetA, { ether: '1.5', tokens: '1234.5678' })

async function openConnected(theme: 'dark' | 'light') {
  const demo = await openDemo(browser(), {
    context: { colorScheme: theme, reducedMotion: 'reduce' },
    wallet: { privateKey: funded().privateKey },
  })
  await demo.page.getByTestId('portico-connect-button').waitFor()
  return demo
}

async function expectAccessible(page: Page, label: string) {
  const violations = await scanAccessibility(page, { shadow: MODAL })
  expect(violations, `${label}\n${formatViolations(violations)}`).toEqual([])
}

describe('the kit over the gateway', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`AllWallets pages the catalogue and search finds Rainbow (${theme})`, async () => {
      const { page, close } = await openConnected(theme)
      try {
        await page.getByTestId('portico-connect-button').click()
        await page.getByTestId('portico-all-wallets').click()
        await view(page, 'AllWallets').waitFor()
        const tiles = page.locator('[data-testid^="portico-wallet-tile-"]')
        await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBeGreaterThan(40)
        const installed = tiles.filter({ hasText: 'Installed' }).first()
        expect(await installed.textContent()).toContain('Portico Test Wallet')
        await page.waitForTimeout(400)
        await expectAccessible(page, `AllWallets (${theme})`)
        await screenshot(dialog(page), `gateway-all-wallets-${theme}`)

        // Infinite scroll: the loader row at the end asks for the next pages of 40 until the
        // catalogue's count for the app's networks is reached; then the row goes away.
        const list = page.locator('portico-modal .portico-all-wallets-list')
        const loader = page.getByTestId('portico-wallet-loader')
        await expect
          .poll(
            async () => {
              await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
              return loader.count()
            },
            { timeout: 20_000, interval: 300 },
          )
          .toBe(0)
        // More than the first page, the 4 recommended and the installed wallet.
        expect(await tiles.count()).toBeGreaterThan(45)
        const images = page.locator('portico-modal .portico-wallet-grid img')
        expect(await images.nth(5).getAttribute('loading')).toBe('eager')
        expect(await images.nth(60).getAttribute('loading')).toBe('lazy')
        // Scrolled content slides under a divider; back at the top the divider goes.
        const header = page.locator('portico-modal .portico-header')
        await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
        await expect.poll(() => header.getAttribute('data-divided')).toBe('')
        await list.evaluate((el) => el.scrollTo({ top: 0 }))
        await expect.poll(() => header.getAttribute('data-divided')).toBeNull()

        await page.getByTestId('portico-wallet-search').fill('Rainbow')
        await expect
          .poll(() => tiles.first().textContent(), { timeout: 10_000 })
          .toContain('Rainbow')
        await screenshot(dialog(page), `gateway-all-wallets-search-${theme}`)
        await page.setViewportSize({ width: 390, height: 740 })
        await page.waitForTimeout(300)
        await screenshot(page, `gateway-all-wallets-search-phone-${theme}`)

        await page.getByTestId('portico-wallet-search').fill('no such wallet zzz')
        await page.getByTestId('portico-wallet-search-empty').waitFor()
        expect(await page.getByTestId('portico-wallet-search-empty').textContent()).toContain(
          'No wallet found',
        )
      } finally {
        await close()
      }
    })

    it(`Account shows the test ERC20 in Tokens and the devnet transfer in Activity (${theme})`, async () => {
      const { page, close } = await openConnected(theme)
      try {
        await connectTestWallet(page)
        await openAccount(page)

        const ptt = page.getByTestId('portico-token-PTT')
        await expect.poll(() => ptt.textContent(), { timeout: 15_000 }).toContain('1,234.5678 PTT')
        expect(await ptt.textContent()).toContain('Portico Test Token')
        await expect
          .poll(() => page.getByTestId('portico-account-balance').textContent())
          .toBe('1.5 ETH')
        await expectAccessible(page, `Tokens (${theme})`)
        // Choosing a tab brings its list up into view.
        await page.getByTestId('portico-tab-tokens').click()
        await page.waitForTimeout(200)
        await screenshot(dialog(page), `gateway-tokens-${theme}`)

        await page.keyboard.press('ArrowRight')
        await page.keyboard.press('ArrowRight')
        await page.getByTestId('portico-account-panel-activity').waitFor()
        const month = new Date().toLocaleString('en-US', { month: 'long' })
        await expect
          .poll(() => page.getByTestId('portico-activity-month').first().textContent())
          .toBe(month)
        const rows = page.getByTestId('portico-activity-row')
        const received = rows.filter({ hasText: '1.5 ETH' })
        await expect.poll(() => received.count()).toBe(1)
        const text = (await received.textContent()) ?? ''
        expect(text).toContain('Received')
        expect(text).toContain('+1.5 ETH')
        expect(text).toContain(`from ${funded().sender.slice(0, 4)}…${funded().sender.slice(-6)}`)
        await expectAccessible(page, `Activity (${theme})`)
        await page.waitForTimeout(200)
        await screenshot(dialog(page), `gateway-activity-${theme}`)

        // A phone: the bottom sheet keeps the tabs and their list reachable.
        await page.setViewportSize({ width: 390, height: 740 })
        await page.getByTestId('portico-tab-activity').click()
        await page.waitForTimeout(300)
        await screenshot(page, `gateway-activity-phone-${theme}`)
      } finally {
        await close()
      }
    })
  }
})

import { truncateAddress } from '@portico/common'
import { screenshot } from '@portico/test'
import { porticoAccountAddress } from '@portico/test/devnet/porticoAccountAddress'
import { rpcRequest } from '@portico/test/devnet/rpcRequest'
import { codeOf, nextMail } from '@portico/wallet-frame-dev'
import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { type Hex, isHex, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { walletFrame } from './setup/embeddedWalletPage'
import { dialog, view } from './setup/modalLocators'
import { type DemoPage, openDemo } from './setup/openDemo'
import { PHONE } from './setup/phoneContext'
import { protectNewWallet } from './setup/protectNewWallet'
import { tapInFrame } from './setup/tapInFrame'
import { useBrowser } from './setup/useBrowser'

const browser = useBrowser()
const stack = inject('stack')
const [devnetA] = stack.chains
if (!devnetA) throw new Error('the stack must run a devnet')
const SHOTS = { dir: '/tmp/shots/account' }

const opened: DemoPage[] = []
afterAll(async () => {
  for (const demo of opened) await demo.close()
})

const SCREENS: [string, BrowserContextOptions][] = [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
]

/** A new email account's first login, protected, connected as its smart account; funded. */
async function logInNewSmartAccount(page: Page, name: string): Promise<Hex> {
  const inbox = stack.urls.mailInbox
  if (!inbox) throw new Error('the e2e stack runs without the mail catcher')
  const email = `${name}-${Date.now()}@example.com`
  await page.getByTestId('portico-connect-button').click()
  await page.getByTestId('portico-email-input').fill(email)
  await page.getByTestId('portico-email-submit').click()
  await view(page, 'EmailVerifyOtp').waitFor()
  await page
    .getByTestId('portico-email-otp-input')
    .fill(codeOf(await nextMail(inbox, email, new Set())))
  await protectNewWallet(page)
  await expect
    .poll(() => page.getByTestId('demo-status').textContent(), { timeout: 30_000 })
    .toBe('connected')
  const smart = ((await page.getByTestId('demo-address').textContent()) ?? '') as Hex
  // A balance the gateway prices: the header then shows its dollars.
  await rpcRequest(devnetA?.rpcUrl ?? '', 'anvil_setBalance', [smart, toHex(parseEther('0.0066'))])
  return smart
}

/** The modal's element that has focus (inside its shadow root), by test id. */
function focusedTestId(page: Page) {
  return page.evaluate(
    () =>
      document
        .querySelector('portico-modal')
        ?.shadowRoot?.activeElement?.getAttribute('data-testid') ?? null,
  )
}

describe('the Account view of an embedded smart account, and its key export', () => {
  for (const [screen, context] of SCREENS) {
    it(`shows the tabs above the fold, every row whole and reachable, and a labelled export with a working copy (${screen})`, async () => {
      const demo = await openDemo(browser(), {
        wallet: false,
        context: {
          ...context,
          colorScheme: 'dark',
          reducedMotion: 'reduce',
          permissions: ['clipboard-read', 'clipboard-write'],
        },
      })
      opened.push(demo)
      const { page } = demo
      const height = context.viewport?.height ?? 0
      // A finger on the phone, the mouse on the laptop.
      const press = (target: Locator) => (context.hasTouch ? target.tap() : target.click())
      // The frame's controls: a finger goes through tapInFrame (its fallback and figures).
      const pressInFrame = (testId: string) =>
        context.hasTouch ? tapInFrame(page, testId) : walletFrame(page).getByTestId(testId).click()
      const smart = await logInNewSmartAccount(page, `fold-${screen}`)

      await press(page.getByTestId('portico-account-button'))
      await view(page, 'Account').waitFor()
      expect(await page.getByTestId('portico-account-type-label').textContent()).toBe(
        'Smart Account',
      )
      await expect
        .poll(() => page.getByTestId('portico-account-balance').textContent())
        .toBe('0.0066 ETH')
      await page.getByRole('tablist').waitFor()
      await page.waitForTimeout(300)

      // The tabs, unscrolled, inside the dialog and the window.
      const scrolled = await page
        .locator('portico-modal .portico-account')
        .evaluate((element) => element.scrollTop)
      expect(scrolled).toBe(0)
      const tabs = await page.getByRole('tablist').boundingBox()
      const box = await dialog(page).boundingBox()
      if (!tabs || !box) throw new Error('no tab list or dialog on screen')
      expect(tabs.y + tabs.height).toBeLessThanOrEqual(Math.min(height, box.y + box.height))
      // The header says what the priced balance is worth.
      await expect
        .poll(() => page.getByTestId('portico-account-usd').textContent(), { timeout: 15_000 })
        .toMatch(/^\$\d+\.\d\d$/)
      await screenshot(page, `account-embedded-${screen}`, SHOTS)
      // Below them every row of the account, none of its labels cut short.
      for (const row of [
        'portico-account-email',
        'portico-account-type',
        'portico-account-register-name',
        'portico-account-network',
        'portico-account-security',
        'portico-disconnect',
      ]) {
        const found = await page.getByTestId(row).boundingBox()
        expect(found?.y ?? 0, row).toBeGreaterThan(tabs.y)
      }
      const cut = await page
        .locator('portico-modal .portico-account .portico-row-button-label')
        .evaluateAll((labels) =>
          labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent),
        )
      expect(cut).toEqual([])
      // The keyboard reaches them after the tabs: Tab from the panel lands on the first row.
      await page.getByRole('tabpanel').focus()
      await page.keyboard.press('Tab')
      expect(await focusedTestId(page)).toBe('portico-account-email')
      await page.getByTestId('portico-account-security').scrollIntoViewIfNeeded()
      await screenshot(page, `account-embedded-rows-${screen}`, SHOTS)

      // Export: the frame names whose key it is, and copies it itself.
      await press(page.getByTestId('portico-account-security'))
      await view(page, 'EmbeddedWalletSecurity').waitFor()
      await press(page.getByTestId('portico-security-export'))
      const frame = walletFrame(page)
      await frame.getByTestId('portico-frame-export').waitFor()
      expect(await frame.getByTestId('portico-frame-export-account').textContent()).toBe(
        `Owner key of smart account ${truncateAddress(smart)}`,
      )
      await screenshot(page, `export-warning-${screen}`, SHOTS)
      await pressInFrame('portico-frame-export-show')
      const keyText = frame.getByTestId('portico-frame-export-key')
      await keyText.waitFor({ timeout: 20_000 })
      const key = ((await keyText.textContent()) ?? '').trim()
      if (!isHex(key) || key.length !== 66) throw new Error('the frame showed no private key')
      const owner = privateKeyToAccount(key).address
      expect(await frame.getByTestId('portico-frame-export-owner').textContent()).toBe(
        `In another wallet this key opens its own address, ${truncateAddress(owner)}, not the smart account.`,
      )
      expect(await porticoAccountAddress(devnetA.rpcUrl, owner)).toBe(smart)

      await pressInFrame('portico-frame-export-copy')
      await expect
        .poll(() => frame.getByTestId('portico-frame-export-copy').textContent())
        .toBe('Copied')
      expect(await frame.getByTestId('portico-frame-export-status').textContent()).toBe(
        'Key copied',
      )
      await screenshot(page, `export-key-copied-${screen}`, SHOTS)
      // What the visitor pastes next is the key the frame showed.
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
      await pressInFrame('portico-frame-export-done')
      await view(page, 'EmbeddedWalletSecurity').waitFor()
      expect(demo.blocked).toEqual([])
    }, 180_000)
  }
})

import { formatBalance, formatHistoryAmount, formatTokenBalance } from '@portico/common'
import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { formatEther, parseEther } from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { clickAndWaitForClose } from './buy/clickAndWaitForClose'
import { payInSandbox } from './buy/payInSandbox'
import { fundFreshWallet } from './gateway/fundFreshWallet'
import { nativeBalance } from './send/erc20'
import { dialog, MODAL, view } from './setup/modalLocators'
import {
  openDemoOnAccount,
  openDemoWithAllFeatures,
  walletFeatures,
} from './setup/openDemoOnAccount'
import { PHONE } from './setup/phoneContext'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const [chainA] = stack.chains
if (!chainA) throw new Error('the stack must run a devnet')
const devnet = chainA
if (!stack.urls.onramp) throw new Error('the stack must run the on-ramp sandbox')
const sandboxUrl = stack.urls.onramp

const browser = useBrowser()
const byId = (page: Page, id: string) => page.getByTestId(`portico-${id}`)
const title = (page: Page) => page.locator('portico-modal .portico-header-title').textContent()

// A visitor on a phone (as phone.e2e.ts): 390×844, touch.

async function expectAccessible(page: Page, label: string) {
  const violations = await scanAccessibility(page, { shadow: MODAL })
  expect(violations, `${label}\n${formatViolations(violations)}`).toEqual([])
}

/** The demo connected with the test wallet, on the Account view, then Buy → providers. */
async function openBuy(
  privateKey: `0x${string}`,
  theme: 'dark' | 'light',
  context: BrowserContextOptions = {},
) {
  const demo = await openDemoWithAllFeatures(browser(), { privateKey, theme, context })
  const { page } = demo
  // The Buy views are a chunk of their own, not fetched before Buy is chosen.
  expect(demo.requests.some((url) => new URL(url).pathname.includes('OnRampBuyView'))).toBe(false)
  await byId(page, 'wallet-feature-onramp').click()
  await view(page, 'OnRampProviders').waitFor()
  expect(await title(page)).toBe('Buy')
  await byId(page, 'onramp-provider-sandbox').waitFor()
  return demo
}

/** Picks the sandbox, types `amount` and waits for the quote; returns the coin quoted. */
async function quote(page: Page, amount: string) {
  await byId(page, 'onramp-provider-sandbox').click()
  await view(page, 'OnRampBuy').waitFor()
  await byId(page, 'onramp-amount').fill(amount)
  await expect.poll(() => byId(page, 'onramp-continue').isEnabled(), { timeout: 15_000 }).toBe(true)
  const shown = (await byId(page, 'onramp-quote-amount').textContent()) ?? ''
  return shown.split(' ')[0] ?? ''
}

// Each test loads the demo, the Buy chunk and the provider's pages, and waits for a delivery to
// be indexed: on a busy machine that takes longer than the suite's default minute.
describe('Buy crypto through the on-ramp sandbox, delivered on the devnet', () => {
  let wallet: Awaited<ReturnType<typeof fundFreshWallet>>
  beforeAll(async () => {
    wallet = await fundFreshWallet(devnet, { ether: '1', tokens: '1' })
  })

  it('buys 50 USD of ETH on Devnet A with a test card: the balance rises by the quote, Activity shows it', async () => {
    const { page, context, close } = await openBuy(wallet.privateKey, 'dark')
    try {
      expect(await byId(page, 'onramp-provider-sandbox').textContent()).toContain('Fee 1.5%')
      await screenshot(dialog(page), 'buy-01-providers-dark')
      await expectAccessible(page, 'OnRampProviders')

      await byId(page, 'onramp-provider-sandbox').click()
      await view(page, 'OnRampBuy').waitFor()
      // ETH on the active chain, by card, are preselected.
      const pressed = (id: string) => byId(page, id).getAttribute('aria-pressed')
      await expect.poll(() => pressed('onramp-currency-ETH')).toBe('true')
      expect(await pressed('onramp-network-portico-devnet-a')).toBe('true')
      expect(await pressed('onramp-method-card')).toBe('true')
      // The card's limits: 10.00 to 7500.00.
      expect(await byId(page, 'onramp-usd').textContent()).toBe('10.00 – 7500.00 USD')
      await byId(page, 'onramp-amount').fill('5')
      await expect
        .poll(() => byId(page, 'onramp-amount-error').textContent())
        .toBe('Enter an amount between 10.00 and 7500.00 USD')
      expect(await byId(page, 'onramp-continue').isDisabled()).toBe(true)
      await byId(page, 'onramp-method-ach_bank_account').click()
      await byId(page, 'onramp-amount').fill('25000.01')
      await expect
        .poll(() => byId(page, 'onramp-amount-error').textContent())
        .toBe('Enter an amount between 10.00 and 25000.00 USD')
      await byId(page, 'onramp-method-card').click()
      await byId(page, 'onramp-amount').fill('50')
      await expect
        .poll(() => byId(page, 'onramp-continue').isEnabled(), { timeout: 15_000 })
        .toBe(true)
      const quoted = ((await byId(page, 'onramp-quote-amount').textContent()) ?? '').split(' ')
      expect(quoted[1]).toBe('ETH')
      const amount = quoted[0] ?? ''
      // A real quote from the gateway, not the mocked 1:1 one: 1.5 % fee, ETH at pool price.
      expect(await byId(page, 'onramp-quote-fee').textContent()).toBe('0.75 USD')
      expect(await byId(page, 'onramp-quote-total').textContent()).toBe('50.00 USD')
      expect(Number(amount)).toBeGreaterThan(0)
      expect(Number(amount)).toBeLessThan(1)
      await screenshot(dialog(page), 'buy-02-form-quote-dark')
      await expectAccessible(page, 'OnRampBuy')

      const before = await nativeBalance(devnet.rpcUrl, wallet.address)
      const [checkout] = await Promise.all([
        context.waitForEvent('page'),
        byId(page, 'onramp-continue').click(),
      ])
      await checkout.waitForURL(`${sandboxUrl}/orders/**`)
      // The sandbox writes the gateway's figure ('0.016400'), the modal the same amount unpadded.
      const bought = (await checkout.getByTestId('sandbox-amount').textContent()) ?? ''
      expect(bought.split(' ')[1]).toBe('ETH')
      expect(parseEther(bought.split(' ')[0] ?? '')).toBe(parseEther(amount))
      expect(await checkout.getByTestId('sandbox-total').textContent()).toBe('50.00 USD')
      await view(page, 'OnRampWaiting').waitFor()
      await screenshot(dialog(page), 'buy-03-waiting-dark')
      await screenshot(checkout, 'buy-04-sandbox-checkout-dark')

      await payInSandbox(checkout, '4242 4242 4242 4242')
      await checkout.getByTestId('sandbox-confirm').waitFor()
      await Promise.all([
        checkout.waitForLoadState('load'),
        checkout.getByTestId('sandbox-confirm').click(),
      ])
      await checkout.getByTestId('sandbox-done').waitFor({ timeout: 30_000 })
      await screenshot(checkout, 'buy-05-sandbox-done-dark')
      expect(await nativeBalance(devnet.rpcUrl, wallet.address)).toBe(before + parseEther(amount))
      // Back to the app: the window closes itself.
      await clickAndWaitForClose(checkout, checkout.getByTestId('sandbox-return'))

      // The modal saw the deposit in the history and says so.
      await byId(page, 'onramp-success').waitFor({ timeout: 30_000 })
      // The quote and the arrival are written by the same rule.
      expect(await byId(page, 'onramp-success-summary').textContent()).toBe(
        `${amount} ETH arrived from Portico Sandbox`,
      )
      expect(await title(page)).toBe('Purchase complete')
      await screenshot(dialog(page), 'buy-06-success-dark')
      await byId(page, 'onramp-done').click()
      await view(page, 'Account').waitFor()
      // What arrived shows at once, without reopening: the balance, the header, the Tokens tab.
      const after = formatEther(before + parseEther(amount))
      expect(await byId(page, 'account-balance').textContent()).toBe(formatBalance(after, 'ETH'))
      expect(await byId(page, 'account-button').textContent()).toContain(formatBalance(after))
      await expect
        .poll(() => byId(page, 'token-ETH').textContent(), { timeout: 10_000 })
        .toContain(formatTokenBalance(after))
      await byId(page, 'tab-activity').click()
      const row = byId(page, 'activity-row').first()
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Received')
      expect(await row.textContent()).toContain(formatHistoryAmount(amount, 'receive', 'ETH'))
      await screenshot(dialog(page), 'buy-07-activity-dark')
    } finally {
      await close()
    }
  }, 180_000)

  it("shows a declined card's error in the sandbox and delivers nothing (phone, light)", async () => {
    const { page, context, close } = await openBuy(wallet.privateKey, 'light', PHONE)
    try {
      await screenshot(page, 'buy-08-providers-phone-light')
      const amount = await quote(page, '20')
      expect(Number(amount)).toBeGreaterThan(0)
      await screenshot(page, 'buy-09-form-quote-phone-light')
      await expectAccessible(page, 'OnRampBuy (phone, light)')
      const before = await nativeBalance(devnet.rpcUrl, wallet.address)
      const [checkout] = await Promise.all([
        context.waitForEvent('page'),
        byId(page, 'onramp-continue').click(),
      ])
      await checkout.waitForURL(`${sandboxUrl}/orders/**`)
      await view(page, 'OnRampWaiting').waitFor()
      await screenshot(page, 'buy-10-waiting-phone-light')
      await payInSandbox(checkout, '4000 0000 0000 0002')
      await expect
        .poll(() => checkout.getByTestId('sandbox-error').textContent())
        .toBe('Your card was declined.')
      await screenshot(checkout, 'buy-11-sandbox-declined-phone-light')
      // Nothing arrives: the balance stays and the modal keeps waiting.
      await page.waitForTimeout(3_000)
      expect(await nativeBalance(devnet.rpcUrl, wallet.address)).toBe(before)
      expect(await view(page, 'OnRampWaiting').isVisible()).toBe(true)
      expect(await byId(page, 'onramp-success').count()).toBe(0)
      // The visitor gives up and closes the checkout: the modal says so and offers the way back.
      await checkout.close()
      await expect
        .poll(() => byId(page, 'onramp-waiting-text').textContent())
        .toBe(
          'The Portico Sandbox window is closed. If you paid, your ETH will show here when it arrives.',
        )
      await byId(page, 'onramp-back').click()
      await view(page, 'Account').waitFor()
    } finally {
      await close()
    }
  }, 150_000)

  it('hides Buy from visitors in a restricted time zone (spec §9)', async () => {
    const { page, close } = await openDemoOnAccount(browser(), {
      privateKey: wallet.privateKey,
      context: { timezoneId: 'Asia/Shanghai' },
    })
    try {
      await expect.poll(() => walletFeatures(page)).toEqual(['Swap', 'Receive', 'Send'])
    } finally {
      await close()
    }
  }, 120_000)

  it('looks like the rest of the modal in the other two themes and sizes', async () => {
    for (const [theme, size, options] of [
      ['light', 'desktop', {}],
      ['dark', 'phone', PHONE],
    ] as const) {
      const { page, close } = await openBuy(wallet.privateKey, theme, options)
      try {
        const target = size === 'phone' ? page : dialog(page)
        await screenshot(target, `buy-12-providers-${size}-${theme}`)
        await quote(page, '100')
        await screenshot(target, `buy-13-form-quote-${size}-${theme}`)
        await expectAccessible(page, `OnRampBuy (${size}, ${theme})`)
      } finally {
        await close()
      }
    }
  }, 240_000)
})

import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { fundFreshWallet } from './gateway/fundFreshWallet'
import { waitForIndexed } from './gateway/waitForIndexed'
import { nativeBalance, tokenBalance } from './send/erc20'
import { dialog, MODAL, view } from './setup/modalLocators'
import { openDemoWithAllFeatures } from './setup/openDemoOnAccount'
import { PHONE } from './setup/phoneContext'
import { useBrowser } from './setup/useBrowser'
import { chooseSwapToken as chooseToken } from './swap/chooseSwapToken'
import { expectWithinSlippage } from './swap/expectWithinSlippage'
import { quoteSwap as quote } from './swap/quoteSwap'
import { waitForSwapSuccess } from './swap/waitForSwapSuccess'

const stack = inject('stack')
const [chainA] = stack.chains
if (!chainA) throw new Error('the stack must run a devnet')
const devnet = chainA
const ptt = devnet.tokens.erc20
const tusdt = devnet.tokens.tetherStyle
if (!stack.urls.gateway) throw new Error('the stack must run the gateway')
const gatewayUrl = stack.urls.gateway
const chainId = `eip155:${devnet.chainId}`

const browser = useBrowser()
const byId = (page: Page, id: string) => page.getByTestId(`portico-${id}`)
const title = (page: Page) => page.locator('portico-modal .portico-header-title').textContent()

/** The demo with the test wallet as `privateKey`, connected, the Swap view open. */
async function openSwap(
  privateKey: `0x${string}`,
  theme: 'dark' | 'light',
  context: BrowserContextOptions = {},
) {
  const demo = await openDemoWithAllFeatures(browser(), { privateKey, theme, context })
  const { page } = demo
  await byId(page, 'wallet-feature-swaps').click()
  await view(page, 'Swap').waitFor()
  // The native coin sells into the first other token until the visitor chooses.
  await expect.poll(() => byId(page, 'swap-from-token').textContent()).toContain('ETH')
  await expect.poll(() => byId(page, 'swap-to-token').textContent()).toContain('PTT')
  return demo
}

/** The Activity tab's row `index` as read aloud: its parts joined by single spaces. */
async function rowText(page: Page, index: number) {
  const parts = byId(page, 'activity-row')
    .nth(index)
    .locator('.portico-tx-text > *, .portico-tx-side > *')
  return (await parts.allTextContents()).join(' ')
}

/** How many transactions the gateway's history holds for `address` on the devnet. */
async function historyLength(address: string) {
  const url = new URL(`/v1/account/${address}/history`, gatewayUrl)
  url.searchParams.set('chainId', chainId)
  url.searchParams.set('projectId', stack.projectId)
  const body = (await (await fetch(url)).json()) as { data?: unknown[] }
  return body.data?.length ?? 0
}

async function expectAccessible(page: Page, label: string) {
  const violations = await scanAccessibility(page, { shadow: MODAL })
  expect(violations, `${label}\n${formatViolations(violations)}`).toEqual([])
}

describe('Swap from the Account view, on the devnet pools', () => {
  let wallet: Awaited<ReturnType<typeof fundFreshWallet>>
  beforeAll(async () => {
    wallet = await fundFreshWallet(devnet, { ether: '2', tokens: '500' })
  })

  it('swaps ETH → PTT: Max keeps gas back, a rejected signature shows its error and retry works', async () => {
    const { page, requests, wallet: injected, close } = await openSwap(wallet.privateKey, 'dark')
    try {
      expect(requests.some((url) => new URL(url).pathname.includes('SwapView'))).toBe(true)
      // Max leaves the swap's gas: less than the 2 ETH held, but nearly all of it.
      await byId(page, 'swap-from-max').click()
      await expect.poll(() => byId(page, 'swap-from-amount').inputValue()).toMatch(/^1\.99/)
      await screenshot(dialog(page), 'swap-01-form-dark')

      // More than is held says so first, before any pool is asked: 5000 ETH would also drain the
      // pools, but the balance is what the visitor can act on.
      await byId(page, 'swap-from-amount').fill('5000')
      await expect
        .poll(() => byId(page, 'swap-error-message').textContent(), { timeout: 15_000 })
        .toBe('Insufficient balance')
      await byId(page, 'swap-from-amount').fill('5')
      await expect
        .poll(() => byId(page, 'swap-error-message').textContent(), { timeout: 15_000 })
        .toBe('Insufficient balance')
      expect(await byId(page, 'swap-review').isDisabled()).toBe(true)
      await screenshot(dialog(page), 'swap-02-insufficient-balance-dark')

      await chooseToken(page, 'to', 'PTT', 'swap-03-select-token-dark')
      const quoted = await quote(page, '0.1', ptt.decimals)
      expect(await byId(page, 'swap-rate').textContent()).toMatch(/^1 ETH = [\d,.]+ PTT$/)
      // About 2,400 PTT per ETH at the pools' prices; the network fee is priced in dollars.
      expect(quoted.out).toBeGreaterThan(parseUnits('230', 18))
      expect(quoted.out).toBeLessThan(parseUnits('240', 18))
      expect(await byId(page, 'swap-fee').textContent()).toMatch(/^(\$[\d,.]+|<\$0\.01)$/)
      expect(await byId(page, 'swap-price-impact').textContent()).toMatch(/%$/)
      expect(await byId(page, 'swap-slippage-1').getAttribute('aria-pressed')).toBe('true')
      await expectAccessible(page, 'Swap')

      const ethBefore = await nativeBalance(devnet.rpcUrl, wallet.address)
      const pttBefore = await tokenBalance(devnet.rpcUrl, ptt.address, wallet.address)
      await byId(page, 'swap-review').click()
      await view(page, 'SwapPreview').waitFor()
      expect(await title(page)).toBe('Review swap')
      expect(await byId(page, 'swap-preview-from').textContent()).toBe('0.1 ETH')
      // The native coin needs no approval.
      expect(await byId(page, 'swap-approve').count()).toBe(0)
      await screenshot(dialog(page), 'swap-04-preview-dark')
      await expectAccessible(page, 'SwapPreview')

      injected?.rejectNext('eth_sendTransaction')
      await byId(page, 'swap-confirm').click()
      await expect
        .poll(() => byId(page, 'swap-error-message').textContent())
        .toBe('You declined the request in your wallet.')
      expect(await nativeBalance(devnet.rpcUrl, wallet.address)).toBe(ethBefore)
      await screenshot(dialog(page), 'swap-05-rejected-dark')

      // A decline leaves the main button ready: asking the wallet again is one click, and the
      // only button for it (no 'Try again' beside it pushing it down).
      expect(await byId(page, 'swap-retry').count()).toBe(0)
      expect(await byId(page, 'swap-confirm').isEnabled()).toBe(true)
      await byId(page, 'swap-confirm').click()
      await waitForSwapSuccess(page, 30_000, devnet.rpcUrl)
      expect(await byId(page, 'swap-success-summary').textContent()).toMatch(
        /^Swapped 0\.1 ETH for [\d.,]+ PTT$/,
      )
      expect(await title(page)).toBe('Swap complete')
      await screenshot(dialog(page), 'swap-06-success-dark')

      const pttGot = (await tokenBalance(devnet.rpcUrl, ptt.address, wallet.address)) - pttBefore
      expectWithinSlippage(pttGot, quoted)
      const ethSpent = ethBefore - (await nativeBalance(devnet.rpcUrl, wallet.address))
      expect(ethSpent).toBeGreaterThanOrEqual(parseEther('0.1'))
      expect(ethSpent).toBeLessThan(parseEther('0.101'))

      // Back on the account, the balance shows what is left, and Activity lists the swap.
      await waitForIndexed(gatewayUrl, stack.projectId, wallet.address, chainId, 3)
      await byId(page, 'swap-done').click()
      await view(page, 'Account').waitFor()
      await expect
        .poll(() => page.getByTestId('portico-account-balance').textContent(), { timeout: 15_000 })
        .toMatch(/^1\.89\d{0,4} ETH$/)
      await byId(page, 'tab-activity').click()
      const row = byId(page, 'activity-row').first()
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Swapped')
      // Both sides, unsigned; the router the ether went to is nobody the visitor paid.
      const text = await rowText(page, 0)
      expect(text).toMatch(/^Swapped 0\.1\sETH → 2\d\d\.\d{1,6}\sPTT /)
      expect(text).not.toMatch(/ to 0x/)
      // The two sides wrap beside the title rather than run over it.
      const titleBox = await row.locator('.portico-tx-title').boundingBox()
      const amountBox = await row.locator('.portico-tx-amount').boundingBox()
      if (!titleBox || !amountBox) throw new Error('no title or amount in the row')
      expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(amountBox.x)
      await screenshot(dialog(page), 'swap-07-activity-dark')
    } finally {
      await close()
    }
  })

  it('swaps PTT → tUSDT with an approval first (light theme)', async () => {
    const { page, close } = await openSwap(wallet.privateKey, 'light')
    try {
      await screenshot(dialog(page), 'swap-08-form-light')
      await chooseToken(page, 'from', 'PTT', 'swap-09-select-token-light')
      await chooseToken(page, 'to', tusdt.symbol)
      const quoted = await quote(page, '100', tusdt.decimals)
      // 100 PTT at $1.25 is about 125 tUSDT.
      expect(quoted.out).toBeGreaterThan(parseUnits('120', tusdt.decimals))
      expect(quoted.out).toBeLessThan(parseUnits('126', tusdt.decimals))
      await expectAccessible(page, 'Swap (light)')

      const pttBefore = await tokenBalance(devnet.rpcUrl, ptt.address, wallet.address)
      const usdtBefore = await tokenBalance(devnet.rpcUrl, tusdt.address, wallet.address)
      const indexedBefore = await historyLength(wallet.address)
      await byId(page, 'swap-review').click()
      await view(page, 'SwapPreview').waitFor()
      // The router may not spend PTT yet: approve comes first, then the swap.
      await byId(page, 'swap-approve').waitFor()
      expect(await byId(page, 'swap-approve').textContent()).toBe('Approve PTT')
      await screenshot(dialog(page), 'swap-10-preview-approve-light')
      await expectAccessible(page, 'SwapPreview (light)')
      await byId(page, 'swap-approve').click()
      await byId(page, 'swap-confirm').waitFor({ timeout: 30_000 })
      await byId(page, 'swap-confirm').click()
      await waitForSwapSuccess(page, 30_000, devnet.rpcUrl)
      await screenshot(dialog(page), 'swap-11-success-light')

      const pttSpent = pttBefore - (await tokenBalance(devnet.rpcUrl, ptt.address, wallet.address))
      expect(pttSpent).toBe(parseUnits('100', ptt.decimals))
      const usdtGot =
        (await tokenBalance(devnet.rpcUrl, tusdt.address, wallet.address)) - usdtBefore
      expectWithinSlippage(usdtGot, quoted)

      // Activity reads the swap as both sides and the approval as what it allowed, to whom.
      await waitForIndexed(gatewayUrl, stack.projectId, wallet.address, chainId, indexedBefore + 2)
      await byId(page, 'swap-done').click()
      await view(page, 'Account').waitFor()
      await byId(page, 'tab-activity').click()
      await expect
        .poll(() => byId(page, 'activity-row').first().textContent(), { timeout: 15_000 })
        .toContain('Swapped')
      expect(await rowText(page, 0)).toMatch(/^Swapped 100\sPTT → 12\d\.\d{1,6}\stUSDT /)
      expect(await rowText(page, 1)).toMatch(/^Approved PTT for Uniswap /)
      await screenshot(dialog(page), 'swap-11b-activity-light')
    } finally {
      await close()
    }
  })

  it('refuses a quote that is too old to sign, and swaps after a new quote', async () => {
    const { page, close } = await openSwap(wallet.privateKey, 'dark')
    try {
      await quote(page, '0.05', ptt.decimals)
      await byId(page, 'swap-review').click()
      await view(page, 'SwapPreview').waitFor()
      // The preview holds its quote once Confirm is enabled. Moved before then, the clock would
      // make the cached quote stale to the preview's own request, which would fetch a new one.
      await expect
        .poll(() => byId(page, 'swap-confirm').isEnabled(), { timeout: 15_000 })
        .toBe(true)
      // The visitor looks at the preview for over a minute: the page's clock moves on.
      await page.clock.install()
      await page.clock.fastForward('01:05')
      const pttBefore = await tokenBalance(devnet.rpcUrl, ptt.address, wallet.address)
      await byId(page, 'swap-confirm').click()
      await expect
        .poll(() => byId(page, 'swap-error-message').textContent({ timeout: 1000 }), {
          timeout: 15_000,
        })
        .toBe('The quote expired. Get a new quote to swap.')
      expect(await byId(page, 'swap-retry').textContent()).toContain('Get a new quote')
      // Nothing was signed or swapped.
      expect(await tokenBalance(devnet.rpcUrl, ptt.address, wallet.address)).toBe(pttBefore)
      await screenshot(dialog(page), 'swap-12-quote-expired-dark')

      await byId(page, 'swap-retry').click()
      await byId(page, 'swap-preview-to').waitFor()
      await byId(page, 'swap-confirm').click()
      await waitForSwapSuccess(page, 30_000, devnet.rpcUrl)
      expect(await tokenBalance(devnet.rpcUrl, ptt.address, wallet.address)).toBeGreaterThan(
        pttBefore,
      )
    } finally {
      await close()
    }
  })

  for (const theme of ['dark', 'light'] as const) {
    it(`fits a phone as a bottom sheet and passes axe (${theme})`, async () => {
      const { page, close } = await openSwap(wallet.privateKey, theme, PHONE)
      try {
        await quote(page, '0.01', ptt.decimals)
        const box = await dialog(page).boundingBox()
        if (!box) throw new Error('no dialog')
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(390)
        // Fields of 16 px or more: phones do not zoom into them.
        const size = await byId(page, 'swap-from-amount').evaluate((input) =>
          Number.parseFloat(getComputedStyle(input).fontSize),
        )
        expect(size).toBeGreaterThanOrEqual(16)
        await page.waitForTimeout(300)
        await screenshot(page, `swap-phone-form-${theme}`)
        await expectAccessible(page, `Swap on a phone (${theme})`)
        await byId(page, 'swap-to-token').click()
        await view(page, 'SwapSelectToken').waitFor()
        const search = await byId(page, 'swap-token-search').evaluate((input) =>
          Number.parseFloat(getComputedStyle(input).fontSize),
        )
        expect(search).toBeGreaterThanOrEqual(16)
        await screenshot(page, `swap-phone-select-token-${theme}`)
        await expectAccessible(page, `SwapSelectToken on a phone (${theme})`)
      } finally {
        await close()
      }
    })
  }
})

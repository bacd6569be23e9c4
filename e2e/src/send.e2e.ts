import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import type { Page } from 'playwright-core'
import { type Address, formatEther, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { fundFreshWallet } from './gateway/fundFreshWallet'
import { waitForIndexed } from './gateway/waitForIndexed'
import { decodeQr } from './send/decodeQr'
import { nativeBalance, tokenBalance } from './send/erc20'
import { mintToken } from './send/mintTether'
import { dialog, MODAL, view } from './setup/modalLocators'
import { openDemoOnAccount } from './setup/openDemoOnAccount'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const [chainA, chainB] = stack.chains
if (!chainA || !chainB) throw new Error('the stack must run two devnets')
if (!stack.urls.gateway) throw new Error('the stack must run the gateway')
const devnetA = chainA
const devnetB = chainB
const gatewayUrl = stack.urls.gateway
const chainId = `eip155:${devnetA.chainId}`

const browser = useBrowser()
const toast = (page: Page) => page.getByTestId('portico-toast')
const fresh = (): Address => privateKeyToAccount(generatePrivateKey()).address

/** A fresh wallet with 2 ETH, PTT and tUSDT on devnet A, indexed by the gateway. */
async function freshSender() {
  const funded = await fundFreshWallet(devnetA, { ether: '2', tokens: '500' })
  await mintToken(devnetA, devnetA.tokens.tetherStyle.address, funded.address, 250_000_000n)
  await waitForIndexed(gatewayUrl, stack.projectId, funded.address, chainId, 3)
  return funded
}

/** The demo with the test wallet as `privateKey`, connected, the Account view open. */
async function openConnected(privateKey: `0x${string}`, theme: 'dark' | 'light' = 'dark') {
  const demo = await openDemoOnAccount(browser(), {
    privateKey,
    context: { colorScheme: theme, permissions: ['clipboard-read', 'clipboard-write'] },
  })
  const { page } = demo
  await expect.poll(() => page.getByTestId('portico-account-balance').textContent()).toMatch(/ETH/)
  return demo
}

async function expectAccessible(page: Page, label: string) {
  const violations = await scanAccessibility(page, { shadow: MODAL })
  expect(violations, `${label}\n${formatViolations(violations)}`).toEqual([])
}

/** Fills the send form: token (by symbol), amount and receiver. */
async function fillSend(
  page: Page,
  symbol: string,
  amount: string,
  receiver: string,
  shot?: string,
) {
  await page.getByTestId('portico-send-token').click()
  await view(page, 'WalletSendSelectToken').waitFor()
  expect(await page.locator('portico-modal .portico-header-title').textContent()).toBe(
    'Select token',
  )
  await page.getByTestId(`portico-send-token-${symbol}`).waitFor()
  if (shot) await screenshot(dialog(page), shot)
  // The search narrows the list towards the token asked for.
  const options = page.locator('portico-modal .portico-send-token-option')
  const all = await options.count()
  await page.getByTestId('portico-send-token-search').fill(symbol)
  await expect.poll(() => options.count()).toBeLessThan(all)
  await page.getByTestId(`portico-send-token-${symbol}`).click()
  await view(page, 'WalletSend').waitFor()
  await expect.poll(() => page.getByTestId('portico-send-token').textContent()).toContain(symbol)
  await page.getByTestId('portico-send-amount').fill(amount)
  await page.getByTestId('portico-send-receiver').fill(receiver)
}

describe('Send and Receive from the Account view', () => {
  let sender: Awaited<ReturnType<typeof freshSender>>
  beforeAll(async () => {
    sender = await freshSender()
  })

  it('receives: QR of the address with the network icon, copy, receiving networks', async () => {
    const { page, requests, close } = await openConnected(sender.privateKey)
    const chunk = (name: string) => requests.some((url) => new URL(url).pathname.includes(name))
    try {
      // Send and Receive are their own chunks, fetched only when opened.
      expect(chunk('WalletReceiveView')).toBe(false)
      expect(chunk('WalletSendView')).toBe(false)
      // Swap joins them once core knows the devnet swaps (the gateway serves it); Buy leads.
      const features = page.locator('[data-testid^="portico-wallet-feature-"]')
      await expect
        .poll(() => features.evaluateAll((els) => els.map((el) => el.textContent)))
        .toEqual(['Buy', 'Swap', 'Receive', 'Send'])
      await screenshot(dialog(page), 'send-01-account-features-dark')

      await page.getByTestId('portico-wallet-feature-receive').click()
      await view(page, 'WalletReceive').waitFor()
      const qr = page.getByTestId('portico-receive-qr')
      await qr.locator('svg').waitFor()
      expect(decodeQr(await qr.screenshot())).toBe(sender.address)
      expect(await page.getByTestId('portico-receive-address').textContent()).toBe(sender.address)
      const networks = await page.getByTestId('portico-receive-networks').textContent()
      expect(networks).toContain(devnetA.name)
      expect(networks).toContain(devnetB.name)
      await screenshot(dialog(page), 'send-02-receive-dark')
      await expectAccessible(page, 'WalletReceive')
      expect(chunk('WalletReceiveView')).toBe(true)
      expect(chunk('WalletSendView')).toBe(false)

      await page.getByTestId('portico-receive-copy').click()
      await expect.poll(() => toast(page).textContent()).toContain('Address copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sender.address)
    } finally {
      await close()
    }
  })

  it('refuses an invalid receiver and a too-large amount with the right messages', async () => {
    const { page, close } = await openConnected(sender.privateKey)
    try {
      await page.getByTestId('portico-wallet-feature-send').click()
      await view(page, 'WalletSend').waitFor()
      const preview = page.getByTestId('portico-send-preview')
      await expect
        .poll(() => page.getByTestId('portico-send-hint').textContent())
        .toBe('An amount and receiver address are required')
      expect(await preview.isDisabled()).toBe(true)
      await expect.poll(() => page.getByTestId('portico-send-token').textContent()).toContain('ETH')
      await screenshot(dialog(page), 'send-03-empty-dark')

      await page.getByTestId('portico-send-amount').fill('5')
      // With only the receiver missing, the hint says so.
      await expect
        .poll(() => page.getByTestId('portico-send-hint').textContent())
        .toBe('Enter the receiver address')
      await page.getByTestId('portico-send-receiver').fill('0x1234')
      await expect
        .poll(() => page.getByTestId('portico-send-amount-error').textContent())
        .toBe('Insufficient balance')
      expect(await page.getByTestId('portico-send-receiver-error').textContent()).toBe(
        'Invalid address',
      )
      expect(await preview.isDisabled()).toBe(true)
      await screenshot(dialog(page), 'send-04-errors-dark')
      await expectAccessible(page, 'WalletSend with errors')

      // Max leaves gas: less than the balance, more than the balance minus a cent of gas.
      await page.getByTestId('portico-send-max').click()
      const max = parseEther((await page.getByTestId('portico-send-amount').inputValue()) || '0')
      const balance = await nativeBalance(devnetA.rpcUrl, sender.address)
      expect(max).toBeLessThan(balance)
      expect(max).toBeGreaterThan(balance - parseEther('0.01'))
      expect(await page.getByTestId('portico-send-amount-error').count()).toBe(0)
    } finally {
      await close()
    }
  })

  it('sends the native token: rejection keeps the form, then the recipient is paid and Activity shows it', async () => {
    const { page, wallet, close } = await openConnected(sender.privateKey)
    const recipient = fresh()
    try {
      await page.getByTestId('portico-wallet-feature-send').click()
      await view(page, 'WalletSend').waitFor()
      await fillSend(page, 'ETH', '0.25', recipient)
      await page.getByTestId('portico-send-preview').click()
      await view(page, 'WalletSendPreview').waitFor()
      await expect.poll(() => page.getByTestId('portico-preview-fee').textContent()).toMatch(/ETH/)
      expect(await page.getByTestId('portico-preview-amount').textContent()).toContain('0.25 ETH')
      expect(await page.getByTestId('portico-preview-to').textContent()).toBe(
        `${recipient.slice(0, 4)}…${recipient.slice(-6)}`,
      )
      await screenshot(dialog(page), 'send-05-preview-dark')
      await expectAccessible(page, 'WalletSendPreview')

      wallet?.rejectNext('eth_sendTransaction')
      await page.getByTestId('portico-send-confirm').click()
      await view(page, 'WalletSend').waitFor()
      await expect
        .poll(() => toast(page).textContent())
        .toContain('You declined the request in your wallet.')
      expect(await page.getByTestId('portico-send-amount').inputValue()).toBe('0.25')
      expect(await page.getByTestId('portico-send-receiver').inputValue()).toBe(recipient)
      await screenshot(page, 'send-06-rejected-dark')

      await page.getByTestId('portico-send-preview').click()
      await page.getByTestId('portico-send-confirm').click()
      await page.getByTestId('portico-send-sent').waitFor({ timeout: 20_000 })
      await expect.poll(() => toast(page).textContent()).toContain('Sent 0.25 ETH')
      expect(await nativeBalance(devnetA.rpcUrl, recipient)).toBe(parseEther('0.25'))
      // The header says what happened, and the hash is there to copy.
      expect(await page.locator('portico-modal .portico-header-title').textContent()).toBe(
        'Transaction sent',
      )
      const hashButton = page.getByTestId('portico-send-sent-hash')
      expect(await hashButton.textContent()).toMatch(/^0x[0-9a-f]{2}…[0-9a-f]{6}$/)
      await screenshot(page, 'send-07-sent-dark')

      await waitForIndexed(gatewayUrl, stack.projectId, sender.address, chainId, 4)
      await page.getByTestId('portico-send-done').click()
      await view(page, 'Account').waitFor()
      await page.getByTestId('portico-tab-activity').click()
      const row = page.getByTestId('portico-activity-row').first()
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('0.25')
      await screenshot(dialog(page), 'send-08-activity-dark')
    } finally {
      await close()
    }
  })

  it('sends the test ERC20 and the USDT-style token, returning to Account', async () => {
    const { page, close } = await openConnected(sender.privateKey)
    const recipient = fresh()
    try {
      for (const [token, amount] of [
        [devnetA.tokens.erc20, '12.5'],
        [devnetA.tokens.tetherStyle, '7.25'],
      ] as const) {
        await page.getByTestId('portico-wallet-feature-send').click()
        await view(page, 'WalletSend').waitFor()
        const shot = token.kind === 'erc20' ? 'send-09-token-choice-dark' : undefined
        await fillSend(page, token.symbol, amount, recipient, shot)
        await expect
          .poll(() => page.getByTestId('portico-send-balance').textContent())
          .toContain(token.symbol)
        if (token.kind === 'erc20') await screenshot(dialog(page), 'send-10-erc20-form-dark')
        await page.getByTestId('portico-send-preview').click()
        await view(page, 'WalletSendPreview').waitFor()
        await expect
          .poll(() => page.getByTestId('portico-preview-fee').textContent())
          .toMatch(/ETH/)
        if (token.kind === 'erc20') await screenshot(dialog(page), 'send-11-erc20-preview-dark')
        await page.getByTestId('portico-send-confirm').click()
        await view(page, 'Account').waitFor({ timeout: 20_000 })
        await expect
          .poll(() => toast(page).textContent())
          .toContain(`Sent ${amount} ${token.symbol}`)
        // Back on Account (spec §2), which shows the result, its hash and Done.
        expect(await page.getByTestId('portico-send-sent-summary').textContent()).toContain(
          `${amount} ${token.symbol}`,
        )
        expect(await page.locator('portico-modal .portico-header-title').textContent()).toBe(
          'Transaction sent',
        )
        if (token.kind === 'erc20') await screenshot(dialog(page), 'send-11b-erc20-sent-dark')
        await page.getByTestId('portico-send-done').click()
        await page.getByTestId('portico-wallet-feature-send').waitFor()
        expect(await tokenBalance(devnetA.rpcUrl, token.address, recipient)).toBe(
          parseUnits(amount, token.decimals),
        )
      }
      expect(formatEther(await nativeBalance(devnetA.rpcUrl, recipient))).toBe('0')
    } finally {
      await close()
    }
  })

  it('looks right in the light theme', async () => {
    const { page, close } = await openConnected(sender.privateKey, 'light')
    try {
      await screenshot(dialog(page), 'send-12-account-features-light')
      await page.getByTestId('portico-wallet-feature-receive').click()
      await page.getByTestId('portico-receive-qr').locator('svg').waitFor()
      expect(decodeQr(await page.getByTestId('portico-receive-qr').screenshot())).toBe(
        sender.address,
      )
      await screenshot(dialog(page), 'send-13-receive-light')
      await page.getByTestId('portico-back').click()
      await page.getByTestId('portico-wallet-feature-send').click()
      await page.getByTestId('portico-send-amount').fill('5000')
      await page.getByTestId('portico-send-receiver').fill('not an address')
      await expect
        .poll(() => page.getByTestId('portico-send-amount-error').textContent())
        .toBe('Insufficient balance')
      await screenshot(dialog(page), 'send-14-errors-light')
      await page.getByTestId('portico-send-amount').fill('0.1')
      await page.getByTestId('portico-send-receiver').fill(fresh())
      await page.getByTestId('portico-send-preview').click()
      await expect.poll(() => page.getByTestId('portico-preview-fee').textContent()).toMatch(/ETH/)
      await screenshot(dialog(page), 'send-15-preview-light')
    } finally {
      await close()
    }
  })
})

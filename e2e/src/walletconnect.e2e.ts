import { createPaymentVerifier } from '@portico/pay-server'
import {
  anvilAccounts,
  formatViolations,
  rpcRequest,
  scanAccessibility,
  screenshot,
  type TestPage,
} from '@portico/test'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dialog, MODAL, view } from './setup/modalLocators'
import { openDemo } from './setup/openDemo'
import { restartRelay } from './setup/restartRelay'
import { useBrowser } from './setup/useBrowser'
import { answerTestWalletRequest } from './walletconnect/answerTestWalletRequest'
import { openTestWallet } from './walletconnect/openTestWallet'
import { pairTestWallet, testWalletStatus } from './walletconnect/pairTestWallet'
import { shownUri } from './walletconnect/shownUri'

const stack = inject('stack')
const [devnetA, devnetB] = stack.chains
if (!devnetA || !devnetB) throw new Error('the stack must run two devnets')
const walletUrl = stack.urls.testWallet
if (!walletUrl) throw new Error('the stack must run the test wallet app')

/** The test wallet signs as this anvil account: no other suite uses it. */
const WALLET_ACCOUNT = anvilAccounts[9]
if (!WALLET_ACCOUNT) throw new Error('no anvil account 9')
const MESSAGE = 'Hello from Portico'
const REJECTED = 'You declined the request in your wallet.'

const browser = useBrowser()

async function expectAccessible(page: Page, label: string) {
  const violations = await scanAccessibility(page, { shadow: MODAL })
  expect(violations, `${label}\n${formatViolations(violations)}`).toEqual([])
}

/** The demo with nothing injected: WalletConnect is the only way in. */
async function openSite(theme: 'dark' | 'light' = 'dark') {
  const site = await openDemo(browser(), {
    wallet: false,
    forceOnline: true,
    // A sharp screenshot: the drawn code is read back with jsQR.
    context: { colorScheme: theme, reducedMotion: 'reduce', deviceScaleFactor: 2 },
  })
  await site.page.getByTestId('portico-connect-button').waitFor()
  return site
}

/** The test wallet app, signing as {@link WALLET_ACCOUNT}. */
const openWallet = () =>
  openTestWallet(
    browser(),
    walletUrl ?? '',
    WALLET_ACCOUNT?.privateKey ?? '',
    WALLET_ACCOUNT?.address ?? '',
  )

/** Signs the demo's message through the wallet and checks the signature with viem. */
async function signAndVerify(site: Page, wallet: Page) {
  await site.getByTestId('demo-sign').click()
  await answerTestWalletRequest(wallet, 'personal_sign')
  const result = site.getByTestId('demo-signature')
  await expect.poll(() => result.getAttribute('data-kind'), { timeout: 20_000 }).toBe('done')
  const signature = (await result.textContent()) as `0x${string}`
  const address = WALLET_ACCOUNT?.address ?? '0x'
  expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
  return signature
}

const opened: TestPage[] = []
afterAll(async () => {
  for (const page of opened) await page.close()
})

describe('WalletConnect between the demo and the test wallet app', () => {
  let site: Awaited<ReturnType<typeof openSite>>
  let wallet: TestPage
  beforeAll(async () => {
    site = await openSite()
    wallet = await openWallet()
    opened.push(site, wallet)
  })

  it('pairs through the uri the QR view shows and connects the account', async () => {
    const { page } = site
    await page.getByTestId('portico-connect-button').click()
    await view(page, 'Connect').waitFor()
    // WalletConnect heads the list (connector type order) and opens the QR code.
    const first = page.locator('portico-modal .portico-wallet-list li').first()
    expect(await first.textContent()).toContain('WalletConnect')
    await screenshot(page.locator('portico-modal [role="dialog"]'), 'walletconnect-connect-dark')
    const clicked = performance.now()
    await page.getByTestId('portico-wallet-walletConnect').click()
    await page.locator('[data-testid="portico-wc-qr"][data-wc-uri]').waitFor()
    // Seen from the test process (its round trips included); bench/ times it in the page.
    console.log(
      `WalletConnect: QR code shown ${Math.round(performance.now() - clicked)} ms after the click`,
    )
    await view(page, 'ConnectingWalletConnectBasic').waitFor()
    const uri = await shownUri(page)
    expect(await page.getByRole('img', { name: 'QR code to connect a wallet' }).count()).toBe(1)

    await pairTestWallet(wallet.page, uri)
    await wallet.page.getByTestId('tw-approve-session').click()
    await expect.poll(() => testWalletStatus(wallet.page), { timeout: 20_000 }).toBe('connected')

    await page.getByTestId('portico-account-button').waitFor({ timeout: 20_000 })
    // Core closes the modal on approval (after its exit transition).
    await expect.poll(() => dialog(page).count()).toBe(0)
    await expect
      .poll(() => page.getByTestId('demo-address').textContent())
      .toBe(WALLET_ACCOUNT?.address)
    expect(await page.getByTestId('demo-chain').textContent()).toBe(String(devnetA.chainId))
  })

  it('signs a message the wallet approved (the signature verifies)', async () => {
    await signAndVerify(site.page, wallet.page)
  })

  it('sends a transaction that lands on the devnet', async () => {
    await site.page.getByTestId('demo-send').click()
    await answerTestWalletRequest(wallet.page, 'eth_sendTransaction')
    const result = site.page.getByTestId('demo-tx-hash')
    await expect.poll(() => result.getAttribute('data-kind'), { timeout: 20_000 }).toBe('done')
    const hash = await result.textContent()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = (await rpcRequest(devnetA.rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
      status: string
      from: string
    }
    expect(receipt.status).toBe('0x1')
    expect(receipt.from.toLowerCase()).toBe(WALLET_ACCOUNT?.address.toLowerCase())
  })

  it('pays 0.01 ETH with Pay: the wallet approves the transfer, and the shop’s server verifies it on chain', async () => {
    const { page } = site
    const shop = '0xc0ffee254729296a45a3885639AC7E10F9d54979'
    const before = BigInt(
      (await rpcRequest(devnetA.rpcUrl, 'eth_getBalance', [shop, 'latest'])) as string,
    )
    await page.getByTestId('demo-pay-eth').click()
    await view(page, 'Pay').waitFor()
    await page.getByTestId('portico-pay-wallet-confirm').click({ timeout: 30_000 })
    await answerTestWalletRequest(wallet.page, 'eth_sendTransaction')
    await page.getByTestId('portico-pay-success').waitFor({ timeout: 60_000 })
    await page.getByTestId('portico-pay-done').click()
    const result = page.getByTestId('demo-pay-result')
    await expect.poll(() => result.getAttribute('data-kind'), { timeout: 20_000 }).toBe('done')
    const hash = (await result.textContent()) ?? ''
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const after = BigInt(
      (await rpcRequest(devnetA.rpcUrl, 'eth_getBalance', [shop, 'latest'])) as string,
    )
    expect(after - before).toBe(10n ** 16n)
    const gateway = stack.urls.gateway ?? ''
    const verifier = createPaymentVerifier({
      rpcUrls: { [`eip155:${devnetA.chainId}`]: devnetA.rpcUrl },
      gateway: { url: gateway, projectId: stack.projectId },
    })
    const verified = await verifier.verifyPayment({
      orderId: `walletconnect-${hash}`,
      paymentId: (await result.getAttribute('data-payment-id')) ?? undefined,
      expected: {
        network: `eip155:${devnetA.chainId}`,
        asset: 'native',
        amount: '0.01',
        recipient: shop,
      },
    })
    expect(verified).toMatchObject({ verified: true, txHash: hash, paid: '0.01' })
  })

  it("follows the wallet's chain switch", async () => {
    await wallet.page.getByTestId('tw-chain-select').selectOption(`eip155:${devnetB.chainId}`)
    await wallet.page.getByTestId('tw-switch-chain').click()
    await expect
      .poll(() => site.page.getByTestId('demo-chain').textContent(), { timeout: 20_000 })
      .toBe(String(devnetB.chainId))
  })

  it('shows the short message when the wallet rejects a request', async () => {
    await site.page.getByTestId('demo-sign').click()
    await answerTestWalletRequest(wallet.page, 'personal_sign', { approve: false })
    const result = site.page.getByTestId('demo-signature')
    await expect.poll(() => result.getAttribute('data-kind'), { timeout: 20_000 }).toBe('error')
    expect(await result.textContent()).toBe(REJECTED)
  })

  it('restores the live session after a reload', async () => {
    await site.page.reload()
    await site.page.getByTestId('portico-account-button').waitFor({ timeout: 30_000 })
    await expect
      .poll(() => site.page.getByTestId('demo-address').textContent())
      .toBe(WALLET_ACCOUNT?.address)
    await signAndVerify(site.page, wallet.page)
  })

  it('completes the next request after the relay restarted mid-session', async () => {
    await restartRelay(inject('stackControl'))
    await signAndVerify(site.page, wallet.page)
  })

  it('goes back to Connect when the wallet disconnects', async () => {
    await wallet.page.getByTestId('tw-disconnect').click()
    await site.page.getByTestId('portico-connect-button').waitFor({ timeout: 20_000 })
    expect(await site.page.getByTestId('demo-status').textContent()).toBe('disconnected')
    expect(site.blocked).toEqual([])
    expect(wallet.blocked).toEqual([])
  })
})

describe('a declined connection', () => {
  it('shows the short message and pairs again with a fresh uri on Try again', async () => {
    const site = await openSite()
    const wallet = await openWallet()
    opened.push(site, wallet)
    const { page } = site
    await page.getByTestId('portico-connect-button').click()
    await page.getByTestId('portico-wallet-walletConnect').click()
    const first = await shownUri(page)
    await pairTestWallet(wallet.page, first)
    await wallet.page.getByTestId('tw-reject-session').click()
    const retry = page.getByTestId('portico-wc-retry')
    await retry.waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('portico-wc-status').textContent()).toBe(REJECTED)
    await screenshot(page.locator('portico-modal [role="dialog"]'), 'walletconnect-declined-dark')
    await retry.click()
    const second = await shownUri(page)
    expect(second).not.toBe(first)
  })
})

describe('the QR views', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`show the test wallet's QR code with its web app link (${theme})`, async () => {
      const site = await openSite(theme)
      opened.push(site)
      const { page } = site
      await page.getByTestId('portico-connect-button').click()
      await page.getByTestId('portico-wallet-walletConnect').click()
      await shownUri(page)
      await screenshot(
        page.locator('portico-modal [role="dialog"]'),
        `walletconnect-basic-${theme}`,
      )
      await expectAccessible(page, `ConnectingWalletConnectBasic (${theme})`)
      await page.getByTestId('portico-wc-all-wallets').click()
      await view(page, 'AllWallets').waitFor()
      await page.getByRole('searchbox').fill('Portico Test')
      await page
        .getByRole('button', { name: /Portico Test Wallet/ })
        .first()
        .click()
      await view(page, 'ConnectingWalletConnect').waitFor()
      const uri = await shownUri(page)
      const open = page.getByRole('link', { name: 'Open Portico Test Wallet' })
      const href = new URL((await open.getAttribute('href')) ?? '')
      expect(href.origin).toBe(new URL(walletUrl ?? '').origin)
      expect(href.searchParams.get('uri')).toBe(uri)
      await screenshot(
        page.locator('portico-modal [role="dialog"]'),
        `walletconnect-wallet-${theme}`,
      )
      await expectAccessible(page, `ConnectingWalletConnect (${theme})`)
      expect(site.blocked).toEqual([])
    })
  }
})

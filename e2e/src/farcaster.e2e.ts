import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import { fidOf } from '@portico/test/devnet/registerFid'
import { rpcRequest } from '@portico/test/devnet/rpcRequest'
import type { Page } from 'playwright-core'
import { isHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { toggleTheme } from './modal/toggleTheme'
import { decodeQr } from './send/decodeQr'
import { dialog, MODAL, view } from './setup/modalLocators'
import { type DemoPage, openDemo } from './setup/openDemo'
import { PHONE } from './setup/phoneContext'
import { protectNewWallet } from './setup/protectNewWallet'
import { useBrowser } from './setup/useBrowser'
import { verifyAccountSignature } from './setup/verifyAccountSignature'
import { openTestWallet } from './walletconnect/openTestWallet'

const browser = useBrowser()
const stack = inject('stack')
const MESSAGE = 'Hello from Portico'
const walletUrl = stack.urls.testWallet
const devnetA = stack.chains.find((chain) => chain.chainId === 31337)
if (!walletUrl || !devnetA) throw new Error('the stack must run the test wallet and devnet 31337')

// A custody key of its own: the test wallet registers its fid on the devnet registry.
const custodyKey = generatePrivateKey()
const custody = privateKeyToAccount(custodyKey)

const opened: { close: () => Promise<void> }[] = []
afterAll(async () => {
  for (const page of opened) await page.close()
})

/** The test wallet signs the message it shows; resolves once it says signed. */
async function signInWallet(wallet: Page) {
  await wallet.getByTestId('tw-farcaster-sign').click()
  await expect
    .poll(() => wallet.getByTestId('tw-farcaster-status').getAttribute('data-status'))
    .toBe('signed')
}

/** A new account: protected in the frame, then the demo connects. Resolves with its address. */
async function connectNewAccount(page: Page): Promise<string> {
  await protectNewWallet(page)
  await expect
    .poll(() => page.getByTestId('demo-status').textContent(), { timeout: 30_000 })
    .toBe('connected')
  const address = (await page.getByTestId('demo-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address
}

/** Signs the demo's message, approved in the frame (tapped on a phone), and checks it. */
async function signAndVerify(page: Page, address: string, { phone = false } = {}) {
  const approve = page
    .frameLocator('[data-testid="portico-embedded-wallet-frame"]')
    .getByTestId('portico-frame-approve')
  if (phone) {
    await page.getByTestId('demo-sign').tap()
    await approve.tap({ timeout: 20_000 })
  } else {
    await page.getByTestId('demo-sign').click()
    await approve.click({ timeout: 20_000 })
  }
  const signature = await page.getByTestId('demo-signature').textContent({ timeout: 20_000 })
  if (!signature || !isHex(signature)) throw new Error(`no signature: ${signature}`)
  expect(await verifyAccountSignature(stack, { address, message: MESSAGE, signature })).toBe(true)
}

describe('Sign In With Farcaster on the dev stack (real frame, registry, signatures)', () => {
  it('demo → ConnectingFarcaster QR → the test wallet signs as the custody key → connected with a wallet that signs', async () => {
    if (!devnetA) return
    await rpcRequest(devnetA.rpcUrl, 'anvil_setBalance', [custody.address, '0xde0b6b3a7640000'])
    const demo: DemoPage = await openDemo(browser(), {
      path: '/?farcaster=1',
      wallet: false,
      // A sharp screenshot: the drawn code is read back with jsQR.
      context: { colorScheme: 'dark', reducedMotion: 'reduce', deviceScaleFactor: 2 },
    })
    opened.push(demo)
    const { page } = demo
    await page.getByTestId('demo-farcaster').click()
    await view(page, 'ConnectingFarcaster').waitFor()
    const qr = page.getByTestId('portico-farcaster-qr')
    await qr.waitFor({ timeout: 30_000 })
    await page.getByTestId('portico-farcaster-waiting').waitFor()
    const url = await page.getByTestId('portico-farcaster-open').getAttribute('href')
    expect(url).toMatch(/^farcaster:\/\/connect\?channelToken=/)
    // The code a phone scans is the link itself.
    const qrImage = await qr.screenshot()
    expect(decodeQr(qrImage)).toBe(url)

    for (const theme of ['dark', 'light'] as const) {
      const violations = await scanAccessibility(page, { shadow: MODAL })
      expect(violations, `ConnectingFarcaster (${theme})\n${formatViolations(violations)}`).toEqual(
        [],
      )
      await screenshot(dialog(page), `farcaster-connecting-${theme}`)
      await toggleTheme(page)
    }

    // One CONNECT_FARCASTER waits 20 s in the frame, then the page asks again: past that, the
    // view still waits, with no error, and the sign-in below still completes.
    await page.waitForTimeout(22_000)
    expect(await page.getByTestId('portico-farcaster-error').count()).toBe(0)
    await page.getByTestId('portico-farcaster-waiting').waitFor()

    const wallet = await openTestWallet(browser(), walletUrl ?? '', custodyKey, custody.address)
    opened.push(wallet)
    // The wallet scans the code: an image of the QR the demo shows, read in the wallet's page.
    await wallet.page.getByTestId('tw-farcaster-image').setInputFiles({
      name: 'farcaster-qr.png',
      mimeType: 'image/png',
      buffer: qrImage,
    })
    await expect.poll(() => wallet.page.getByTestId('tw-farcaster-input').inputValue()).toBe(url)
    await wallet.page.getByTestId('tw-farcaster-review').click()
    const message = wallet.page.getByTestId('tw-farcaster-message')
    await message.waitFor({ timeout: 20_000 })
    const fid = await fidOf(devnetA.rpcUrl, custody.address)
    expect(fid).toBeGreaterThan(0n)
    const text = (await message.textContent()) ?? ''
    expect(text).toContain('Farcaster Auth')
    expect(text).toContain(`farcaster://fid/${fid}`)
    expect(text).toContain(custody.address)
    await signInWallet(wallet.page)

    // A custody key of this run's own: a new account, protected before it connects.
    const address = await connectNewAccount(page)
    await expect.poll(() => dialog(page).count()).toBe(0)
    // The embedded wallet's key is its own, not the Farcaster custody key.
    expect(address.toLowerCase()).not.toBe(custody.address.toLowerCase())
    await signAndVerify(page, address)
    expect(demo.errors).toEqual([])
  }, 120_000)

  it('on a phone: the link opens the Farcaster app, which signs; a new wallet is protected and signs after a tap', async () => {
    if (!devnetA) return
    const phoneKey = generatePrivateKey()
    const phoneCustody = privateKeyToAccount(phoneKey)
    await rpcRequest(devnetA.rpcUrl, 'anvil_setBalance', [
      phoneCustody.address,
      '0xde0b6b3a7640000',
    ])
    const demo: DemoPage = await openDemo(browser(), {
      path: '/?farcaster=1',
      wallet: false,
      context: { ...PHONE, colorScheme: 'light', reducedMotion: 'reduce' },
    })
    opened.push(demo)
    const { page } = demo
    await page.getByTestId('demo-farcaster').tap()
    await view(page, 'ConnectingFarcaster').waitFor()
    const open = page.getByTestId('portico-farcaster-open')
    await open.waitFor({ timeout: 30_000 })
    const url = (await open.getAttribute('href')) ?? ''
    expect(url).toMatch(/^farcaster:\/\/connect\?channelToken=/)
    // On a phone the sheet holds the whole view: once it has grown to the code, the link is on
    // the screen, not below it.
    const bottom = async () => {
      const box = await open.boundingBox()
      return box ? box.y + box.height : Number.POSITIVE_INFINITY
    }
    await expect.poll(bottom).toBeLessThanOrEqual(844)
    await screenshot(page, 'farcaster-phone-connecting')

    // The phone's Farcaster app gets the link the visitor tapped.
    const wallet = await openTestWallet(browser(), walletUrl ?? '', phoneKey, phoneCustody.address)
    opened.push(wallet)
    await wallet.page.getByTestId('tw-farcaster-input').fill(url)
    await wallet.page.getByTestId('tw-farcaster-review').click()
    await wallet.page.getByTestId('tw-farcaster-message').waitFor({ timeout: 20_000 })
    await signInWallet(wallet.page)
    await signAndVerify(page, await connectNewAccount(page), { phone: true })
    expect(demo.errors).toEqual([])
  }, 120_000)
})

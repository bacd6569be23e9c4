import { closeHttpServer, listenHttp } from '@portico/server'
import { formatViolations, launchBrowser, newPage, scanAccessibility } from '@portico/test'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeConfigSchema } from '../config/exchangeConfigSchema'
import { createExchange } from '../createExchange'

// The hosted page in Chromium at a phone's width (390 px): focus, labels, axe, no sideways
// scrolling, its own CSP (no violation), and the short-balance message. No payout is sent, so
// no chain runs.

const KEY = 'browser-test-api-key-0123456789'
let browser: Browser
let base: string
let stop: () => Promise<void>

beforeAll(async () => {
  const config = exchangeConfigSchema.parse({
    apiKeys: [KEY],
    chains: { 'eip155:31337': { name: 'Portico Devnet A', rpcUrl: 'http://127.0.0.1:9' } },
    hotWallet: { evmPrivateKey: `0x${'11'.repeat(32)}` },
    accounts: [
      { email: 'bob@exchange.test', password: 'bob-password', balances: { ETH: '0.001' } },
    ],
    dbPath: ':memory:',
  })
  const { app, store } = await createExchange(config)
  const { server, url } = await listenHttp(app, { host: '127.0.0.1', port: 0 })
  base = url
  stop = async () => {
    await closeHttpServer(server, { drainMs: 0 })
    await store.close()
  }
  browser = await launchBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await stop?.()
})

async function openSession(): Promise<string> {
  const res = await fetch(`${base}/v1/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      network: 'eip155:31337',
      asset: 'native',
      amount: '0.25',
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      reference: 'pay_browser',
    }),
  })
  return ((await res.json()) as { url: string }).url
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('exchange sandbox hosted page in a browser', () => {
  it('signs in and shows a short balance on a phone, within its CSP', async () => {
    const { page, errors, close } = await newPage(browser, {
      context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    })
    try {
      await page.goto(await openSession())
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('email')
      expect(await page.getByLabel('Email').isVisible()).toBe(true)
      expect(await fitsWidth(page)).toBe(true)
      // The stylesheet is the exchange's own file: applied, and no CSP violation reported.
      const button = page.getByRole('button', { name: 'Sign in' })
      expect(await button.evaluate((el: Element) => getComputedStyle(el).borderRadius)).toBe(
        '999px',
      )
      await page.getByLabel('Email').fill('bob@exchange.test')
      await page.getByLabel('Password').fill('bob-password')
      await button.click()
      await page.getByRole('button', { name: 'Confirm payment' }).waitFor()
      expect(await page.getByTestId('exchange-balance').textContent()).toBe('0.001 ETH')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Confirm payment')
      await page.getByRole('button', { name: 'Confirm payment' }).click()
      expect(await page.getByRole('alert').textContent()).toBe('Not enough ETH in this account.')
      expect(await fitsWidth(page)).toBe(true)
      // The short-balance answer is a 402, which Chromium logs; nothing else (no CSP report).
      expect(errors).toEqual([
        'Failed to load resource: the server responded with a status of 402 (Payment Required)',
      ])
    } finally {
      await close()
    }
  }, 60_000)

  it('has no serious accessibility problem on the sign-in and confirm steps', async () => {
    // axe is injected as a script, which the page's CSP forbids: this context bypasses it.
    const { page, close } = await newPage(browser, {
      context: { viewport: { width: 390, height: 844 }, bypassCSP: true },
    })
    try {
      await page.goto(await openSession())
      const signIn = await scanAccessibility(page)
      expect(signIn, formatViolations(signIn)).toEqual([])
      await page.getByLabel('Email').fill('bob@exchange.test')
      await page.getByLabel('Password').fill('bob-password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('button', { name: 'Confirm payment' }).waitFor()
      const confirm = await scanAccessibility(page)
      expect(confirm, formatViolations(confirm)).toEqual([])
      await page.screenshot({ path: '/tmp/exchange-confirm-390.png' })
    } finally {
      await close()
    }
  }, 60_000)
})

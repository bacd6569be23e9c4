import { installInjectedWallet, newPage, type TestPage } from '@portico/test'
import type { Page } from 'playwright-core'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { serveWithCsp } from './csp/serveWithCsp'
import { view } from './setup/modalLocators'
import { useBrowser } from './setup/useBrowser'

// The demo served with a strict Content Security Policy: no 'unsafe-inline' styles, no
// 'unsafe-eval'. The kit must style its shadow roots and parse API answers without either.
const stack = inject('stack')
const demoUrl = stack.urls.demo ?? ''
if (!demoUrl) throw new Error('the e2e stack runs without the demo')

const browser = useBrowser()
const NONCE = 'cHJvYmUtbm9uY2UtMTIz'
const strictPolicy = (styleSrc: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSrc}`,
    "img-src 'self' data: http://127.0.0.1:*",
    "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
    // The embedded wallet's secure frame, on its own origin, once email login shows: on
    // localhost, the name its passkeys need.
    'frame-src http://localhost:*',
  ].join('; ')

type Violation = { directive: string; blocked: string; sample: string; source: string }
type CspPage = TestPage & { violations: Violation[] }

/**
 * The demo with the injected test wallet, served with `policy` as its Content-Security-Policy
 * header (and, given a nonce, the `<meta property="csp-nonce">` a server that sets nonces adds),
 * and every `securitypolicyviolation` of the page collected.
 */
async function openUnderCsp(
  policy: string,
  options: { nonce?: string; withoutAdoptedStyleSheets?: boolean; forceOnline?: boolean } = {},
): Promise<CspPage> {
  const opened = await newPage(browser(), {
    context: { reducedMotion: 'reduce' },
    // The WalletConnect SDK refuses to pair while a loopback-only Chromium reports offline.
    forceOnline: options.forceOnline ?? false,
  })
  const { context, page } = opened
  const violations: Violation[] = []
  await page.exposeFunction('reportCspViolation', (violation: Violation) => {
    violations.push(violation)
  })
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation(v: Violation): void })
      .reportCspViolation
    // Violations inside shadow roots are composed events: they reach the document too.
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        report({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        }),
      true,
    )
  })
  if (options.withoutAdoptedStyleSheets) {
    // A browser without constructable stylesheets (Safari before 16.4): the kit falls back.
    await context.addInitScript(() => {
      delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets
      delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets
    })
  }
  const site = await serveWithCsp({
    target: demoUrl,
    policy,
    ...(options.nonce && { nonce: options.nonce }),
  })
  await installInjectedWallet(page, {
    // A fresh, empty account: connecting and reading its balance touch no other suite's funds.
    privateKey: generatePrivateKey(),
    chains: stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
  })
  await page.goto(site.url)
  const close = async () => {
    await opened.close()
    await site.close()
  }
  return { ...opened, close, violations }
}

/** Connect, All wallets, What is a wallet?, connecting the test wallet, Account, Receive, Send. */
async function walkTheModal(page: Page): Promise<void> {
  await page.getByTestId('portico-connect-button').click()
  await view(page, 'Connect').waitFor()
  await page.locator('portico-modal .portico-wallet-list').first().waitFor()
  await page.getByTestId('portico-all-wallets').click()
  await view(page, 'AllWallets').waitFor()
  await page.getByTestId('portico-back').click()
  await page.getByTestId('portico-what-is-a-wallet').click()
  await view(page, 'WhatIsAWallet').waitFor()
  await page.getByTestId('portico-back').click()

  await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await page.getByTestId('portico-account-button').click()
  await view(page, 'Account').waitFor()
  // A fresh account: its balance reads as a dash or 0 ETH, either once the gateway answered.
  await page.getByTestId('portico-account-balance').waitFor()
  await page.getByTestId('portico-wallet-feature-receive').click()
  await page.getByTestId('portico-receive-qr').waitFor()
  await page.getByTestId('portico-back').click()
  await page.getByTestId('portico-wallet-feature-send').click()
  await view(page, 'WalletSend').waitFor()
  await page.getByTestId('portico-send-amount').fill('0.01')
}

/**
 * Walks the modal (a failed step's message is the expectation's diff), checks the page reported
 * no CSP violation on the way, and returns how the modal got its styles.
 */
async function walkWithoutViolations(page: Page, violations: readonly Violation[]) {
  const walked = await walkTheModal(page).then(
    () => 'walked',
    (error: Error) => error.message,
  )
  expect(violations).toEqual([])
  expect(walked).toBe('walked')
  return modalStyles(page)
}

/** How the open modal got its styles, and whether they apply (the dialog is laid out). */
function modalStyles(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    const dialog = root?.querySelector<HTMLElement>('[role="dialog"]')
    const styles = [...(root?.querySelectorAll('style') ?? [])]
    return {
      adopted: root && 'adoptedStyleSheets' in root ? root.adoptedStyleSheets.length : 0,
      styleElements: styles.length,
      withNonce: styles.filter((style) => style.nonce !== '').length,
      dialogPosition: dialog ? getComputedStyle(dialog).position : undefined,
    }
  })
}

describe('the demo under a strict Content Security Policy', () => {
  it('reports no violation across the modal: styles are adopted sheets, zod never evals', async () => {
    const { page, violations, errors, blocked, close } = await openUnderCsp(strictPolicy("'self'"))
    try {
      const styles = await walkWithoutViolations(page, violations)
      expect(styles.styleElements).toBe(0)
      // The modal's base sheet plus the send form's and the amount field's.
      expect(styles.adopted).toBeGreaterThanOrEqual(3)
      expect(styles.dialogPosition).toBe('relative')
      expect(errors).toEqual([])
      expect(blocked).toEqual([])
    } finally {
      await close()
    }
  })

  it("falls back to <style nonce> where adoptedStyleSheets is missing: the page's nonce is allowed", async () => {
    const { page, violations, errors, close } = await openUnderCsp(
      strictPolicy(`'self' 'nonce-${NONCE}'`),
      { nonce: NONCE, withoutAdoptedStyleSheets: true },
    )
    try {
      const styles = await walkWithoutViolations(page, violations)
      expect(styles.adopted).toBe(0)
      expect(styles.styleElements).toBeGreaterThanOrEqual(3)
      expect(styles.withNonce).toBe(styles.styleElements)
      expect(styles.dialogPosition).toBe('relative')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('reports no violation while WalletConnect pairs over the relay and draws its QR code', async () => {
    const { page, violations, errors, close } = await openUnderCsp(strictPolicy("'self'"), {
      forceOnline: true,
    })
    try {
      await page.getByTestId('portico-connect-button').click()
      await view(page, 'Connect').waitFor()
      await page.getByTestId('portico-wallet-walletConnect').click()
      await page.locator('[data-testid="portico-wc-qr"][data-wc-uri]').waitFor()
      await view(page, 'ConnectingWalletConnectBasic').waitFor()
      expect(violations).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})

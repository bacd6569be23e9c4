import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { dialog, MODAL, view } from './setup/modalLocators'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'
import { gatewaySessions, storedSiwxTokens } from './siwx/gatewaySessions'
import { openSiwxDemo } from './siwx/openSiwxDemo'

/** Anvil accounts of this file only. */
const OPTIONAL_ACCOUNT = 5
const REQUIRED_ACCOUNT = 6

const browser = useBrowser()

async function connect(page: Page) {
  await page.getByTestId('portico-connect-button').click()
  await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await view(page, 'SIWXSignMessage').waitFor()
}

describe('sign in with the wallet on the demo', () => {
  it('connect → sign-in view → declined → retry → the server knows the address; reload keeps it; sign out revokes it; the next visit asks again', async () => {
    const { page, wallet, close } = await openSiwxDemo(browser(), {
      accountIndex: OPTIONAL_ACCOUNT,
    })
    try {
      await connect(page)
      await expect
        .poll(() => page.getByTestId('portico-siwx-title').textContent())
        .toBe('Portico Demo wants you to sign in to prove you own this wallet')
      expect(await page.getByTestId('portico-close').count()).toBe(1)

      // The wallet is asked; while it decides the button is busy. Declined → the error, retry.
      const held = wallet.holdNext('personal_sign')
      await page.getByTestId('portico-siwx-sign').click()
      await held.request
      await expect
        .poll(() => page.getByTestId('portico-siwx-sign').getAttribute('aria-busy'))
        .toBe('true')
      held.reject()
      await expect
        .poll(() => page.getByTestId('portico-siwx-error').textContent())
        .toBe('Signature declined')
      await expect.poll(() => page.getByTestId('portico-siwx-sign').textContent()).toBe('Try again')
      // Said once, in place: no toast repeats it.
      await page.waitForTimeout(300)
      expect(await page.getByTestId('portico-toast').count()).toBe(0)
      await page.getByTestId('portico-siwx-sign').click()

      await expect.poll(() => dialog(page).count()).toBe(0)
      await expect
        .poll(() => page.getByTestId('demo-siwx-address').textContent(), { timeout: 10_000 })
        .toBe(wallet.address)
      const [token, ...others] = Object.values(await storedSiwxTokens(page))
      expect(others).toEqual([])
      if (!token) throw new Error('no session token stored')
      expect(await gatewaySessions(token)).toEqual({ status: 200, addresses: [wallet.address] })

      // A returning visitor with a live session is not asked again.
      await page.reload()
      await page.getByTestId('portico-account-button').waitFor()
      await expect
        .poll(() => page.getByTestId('demo-siwx-address').textContent(), { timeout: 10_000 })
        .toBe(wallet.address)
      expect(await view(page, 'SIWXSignMessage').count()).toBe(0)
      expect(await dialog(page).count()).toBe(0)

      await page.getByTestId('demo-siwx-signout').click()
      await expect.poll(() => page.getByTestId('demo-siwx-status').textContent()).toBe('signed out')
      expect(await page.getByTestId('demo-siwx-address').textContent()).toBe('—')
      expect((await gatewaySessions(token)).status).toBe(401)
      expect(await storedSiwxTokens(page)).toEqual({})
      // Still connected: signing out of the site is not disconnecting the wallet.
      expect(await page.getByTestId('demo-status').textContent()).toBe('connected')

      // Back without a live session: the restored connection is asked to sign in again.
      await page.reload()
      await view(page, 'SIWXSignMessage').waitFor()
      await page.getByTestId('portico-siwx-sign').click()
      await expect
        .poll(() => page.getByTestId('demo-siwx-address').textContent(), { timeout: 10_000 })
        .toBe(wallet.address)
    } finally {
      await close()
    }
  })

  it('a switch to a network with no session asks to sign in again; back on a signed-in one it does not', async () => {
    const { page, close } = await openSiwxDemo(browser(), { accountIndex: OPTIONAL_ACCOUNT })
    const stack = inject('stack')
    const [devnetA, devnetB] = stack.chains
    if (!devnetA || !devnetB) throw new Error('the stack runs two devnets')
    try {
      await connect(page)
      await page.getByTestId('portico-siwx-sign').click()
      await expect.poll(() => dialog(page).count()).toBe(0)

      await page.getByTestId('portico-network-button').click()
      await page.getByTestId(`portico-network-eip155:${devnetB.chainId}`).click()
      await view(page, 'SIWXSignMessage').waitFor()
      await page.getByTestId('portico-siwx-sign').click()
      await expect.poll(() => dialog(page).count()).toBe(0)

      await page.getByTestId('portico-network-button').click()
      await page.getByTestId(`portico-network-eip155:${devnetA.chainId}`).click()
      await expect.poll(() => page.getByTestId('demo-network').textContent()).toBe(devnetA.name)
      await page.waitForTimeout(500)
      expect(await view(page, 'SIWXSignMessage').count()).toBe(0)
    } finally {
      await close()
    }
  })

  it('required: no close button, Escape is refused, Cancel disconnects', async () => {
    const { page, close } = await openSiwxDemo(browser(), {
      accountIndex: REQUIRED_ACCOUNT,
      required: true,
    })
    try {
      await connect(page)
      expect(await page.getByTestId('portico-close').count()).toBe(0)
      await expect
        .poll(() => page.getByTestId('portico-siwx-required').textContent())
        .toBe('Portico Demo requires signing in. Cancelling disconnects your wallet.')
      await page.keyboard.press('Escape')
      expect(await view(page, 'SIWXSignMessage').count()).toBe(1)

      await page.getByTestId('portico-siwx-cancel').click()
      await expect.poll(() => dialog(page).count()).toBe(0)
      await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('disconnected')
      await page.getByTestId('portico-connect-button').waitFor()
      expect(await storedSiwxTokens(page)).toEqual({})
    } finally {
      await close()
    }
  })

  it('the sign-in chunk loads only on a site with SIWX', async () => {
    const chunk = /SIWXSignMessageView/
    const plain = await openDemo(browser(), { context: { reducedMotion: 'reduce' } })
    try {
      await plain.page.getByTestId('portico-connect-button').click()
      await plain.page.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await plain.page.getByTestId('portico-account-button').waitFor()
      expect(plain.requests.filter((url) => chunk.test(url))).toEqual([])
    } finally {
      await plain.close()
    }
    const { page, requests, close } = await openSiwxDemo(browser(), {
      accountIndex: OPTIONAL_ACCOUNT,
    })
    try {
      await connect(page)
      expect(requests.some((url) => chunk.test(url))).toBe(true)
    } finally {
      await close()
    }
  })

  for (const theme of ['dark', 'light'] as const) {
    it(`the sign-in view passes axe and is screenshotted (${theme})`, async () => {
      const { page, wallet, close } = await openSiwxDemo(browser(), {
        accountIndex: OPTIONAL_ACCOUNT,
        required: theme === 'light',
        theme,
      })
      try {
        await connect(page)
        await page.getByTestId('portico-siwx-sign').waitFor()
        const violations = await scanAccessibility(page, { shadow: MODAL })
        expect(violations, formatViolations(violations)).toEqual([])
        await screenshot(page, `siwx-sign-${theme}`)

        wallet.rejectNext('personal_sign')
        await page.getByTestId('portico-siwx-sign').click()
        await page.getByTestId('portico-siwx-error').waitFor()
        const afterError = await scanAccessibility(page, { shadow: MODAL })
        expect(afterError, formatViolations(afterError)).toEqual([])
        await screenshot(page, `siwx-declined-${theme}`)
      } finally {
        await close()
      }
    })
  }
})

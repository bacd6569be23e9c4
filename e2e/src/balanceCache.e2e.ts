import type { Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openModalDemo } from './modal/openModalDemo'
import { view } from './setup/modalLocators'
import { useBrowser } from './setup/useBrowser'

// This file only reads the account's balance: no funds move.
const ACCOUNT_INDEX = 1

/** Whether a request asks for a balance: a JSON-RPC eth_getBalance, or the gateway's balances. */
function asksBalance(route: Route): boolean {
  const request = route.request()
  if (/\/v1\/account\/[^/]+\/balance/.test(new URL(request.url()).pathname)) return true
  return request.method() === 'POST' && (request.postData() ?? '').includes('eth_getBalance')
}

describe('balance caches across a reload', () => {
  const browser = useBrowser()

  it('after a reload the Account view shows the stored balance while the network has not answered', async () => {
    const { page, close } = await openModalDemo(browser(), { accountIndex: ACCOUNT_INDEX })
    try {
      await page.getByTestId('portico-connect-button').click()
      await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await page.getByTestId('portico-account-button').click()
      await view(page, 'Account').waitFor()
      const balance = page.getByTestId('portico-account-balance')
      await expect.poll(() => balance.textContent()).toMatch(/^[\d,]+(\.\d{1,6})? ETH$/)
      const shown = await balance.textContent()

      // From now on no balance request is answered.
      const held: Route[] = []
      await page.context().route('**/*', (route) => {
        if (!asksBalance(route)) return route.fallback()
        held.push(route)
      })
      await page.reload()
      await page.getByTestId('portico-account-button').click()
      await view(page, 'Account').waitFor()
      await expect.poll(() => balance.textContent()).toBe(shown)
      // The kit did ask the network again; none of those answers has come.
      expect(held.length).toBeGreaterThan(0)
      for (const route of held) await route.abort().catch(() => {})
    } finally {
      await close()
    }
  })
})

import { screenshot } from '@portico/test'
import { describe, expect, inject, it } from 'vitest'
import { view } from './setup/modalLocators'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const [devnetA, devnetB] = stack.chains
if (!devnetA || !devnetB) throw new Error('the stack must run two devnets')

const browser = useBrowser()

describe('Portico on a plain page (@portico/web)', () => {
  it('connects through <portico-button>, switches network from the page, and disconnects', async () => {
    const { page, wallet, errors, blocked, close } = await openDemo(browser(), {
      path: '/plain.html',
      context: { reducedMotion: 'reduce' },
    })
    if (!wallet) throw new Error('no test wallet')
    try {
      // The elements render the kit's buttons once React (a lazy chunk of @portico/web) is in.
      await page.locator('portico-button').getByTestId('portico-connect-button').click()
      await view(page, 'Connect').waitFor()
      await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await page.locator('portico-button').getByTestId('portico-account-button').waitFor()
      await expect.poll(() => page.getByTestId('plain-status').textContent()).toBe('connected')
      await expect.poll(() => page.getByTestId('plain-address').textContent()).toBe(wallet.address)
      await expect
        .poll(() => page.locator('portico-network-button button').textContent())
        .toContain(devnetA.name)
      await screenshot(page, 'plain-page-connected')

      // The page's own button opens the modal through the client createPorticoModal returned.
      await page.getByTestId('plain-open-networks').click()
      await view(page, 'Networks').waitFor()
      await screenshot(page, 'plain-page-networks')
      await page.getByTestId(`portico-network-eip155:${devnetB.chainId}`).click()
      await expect.poll(() => wallet.chainId).toBe(devnetB.chainId)
      await expect
        .poll(() => page.locator('portico-network-button button').textContent())
        .toContain(devnetB.name)
      await page.keyboard.press('Escape')

      await page.locator('portico-button').getByTestId('portico-account-button').click()
      await page.getByTestId('portico-disconnect').click()
      await page.locator('portico-button').getByTestId('portico-connect-button').waitFor()
      await expect.poll(() => page.getByTestId('plain-status').textContent()).toBe('disconnected')
      expect(blocked).toEqual([])
      expect(errors.filter((text) => !text.includes('net::ERR_BLOCKED_BY_CLIENT'))).toEqual([])
    } finally {
      await close()
    }
  })
})

import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Disconnects from the Account view (account button → Disconnect) and expects the demo to say
 * so: the Connect button back, the page's own status `disconnected`.
 * @example
 * await disconnectDemo(page)
 */
export async function disconnectDemo(page: Page): Promise<void> {
  await page.getByTestId('portico-account-button').click()
  await page.getByTestId('portico-disconnect').click()
  await page.getByTestId('portico-connect-button').waitFor()
  await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('disconnected')
}

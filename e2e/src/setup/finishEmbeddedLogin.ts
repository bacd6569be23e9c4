import type { Page } from 'playwright-core'
import { protectNewWallet } from './protectNewWallet'
import { recoveryView } from './recoveryView'
import { unlockWallet } from './unlockWallet'

/**
 * Ends a demo login through the embedded wallet whose account the test does not control: the
 * dev identity provider's users (and Farcaster's) sign in from several files, which share the
 * stack, so one file's login may meet the account new ("Protect your new wallet", protected
 * with the shared recovery password) and another's on a new device ("Unlock your wallet", opened
 * with it). Resolves with the step it met, once the demo says connected.
 * @example
 * const step = await finishEmbeddedLogin(page) // 'created', 'unlocked' or 'connected'
 */
export async function finishEmbeddedLogin(
  page: Page,
  timeout = 60_000,
): Promise<'created' | 'unlocked' | 'connected'> {
  const deadline = Date.now() + timeout
  const status = page.getByTestId('demo-status')
  while (Date.now() < deadline) {
    if (await recoveryView(page, 'create').count()) {
      await protectNewWallet(page)
      await waitConnected(page, deadline)
      return 'created'
    }
    if (await recoveryView(page, 'unlock').count()) {
      await unlockWallet(page)
      await waitConnected(page, deadline)
      return 'unlocked'
    }
    if ((await status.textContent()) === 'connected') return 'connected'
    await page.waitForTimeout(250)
  }
  throw new Error(
    `the embedded login neither connected nor asked to protect or unlock within ${timeout} ms (the demo says ${await status.textContent()})`,
  )
}

async function waitConnected(page: Page, deadline: number) {
  const status = page.getByTestId('demo-status')
  while ((await status.textContent()) !== 'connected') {
    if (Date.now() > deadline)
      throw new Error(
        `the wallet did not connect after its recovery step: ${await status.textContent()}`,
      )
    await page.waitForTimeout(250)
  }
}

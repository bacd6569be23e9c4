import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * The test wallet app's state (`ready`, `proposal`, `connected`, `request`…), from its status line.
 * @example
 * await expect.poll(() => testWalletStatus(wallet.page)).toBe('connected')
 */
export function testWalletStatus(wallet: Page): Promise<string | null> {
  return wallet.getByTestId('tw-status').getAttribute('data-status')
}

/**
 * Pastes `uri` into the test wallet app and pairs, then waits for the site's session proposal,
 * which the caller approves or rejects.
 * @example
 * await pairTestWallet(wallet.page, await shownUri(page))
 * await wallet.page.getByTestId('tw-approve-session').click()
 */
export async function pairTestWallet(wallet: Page, uri: string): Promise<void> {
  await wallet.getByTestId('tw-uri-input').fill(uri)
  await wallet.getByTestId('tw-pair').click()
  await expect.poll(() => testWalletStatus(wallet), { timeout: 20_000 }).toBe('proposal')
}

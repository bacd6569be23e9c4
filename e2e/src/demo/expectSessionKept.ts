import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Reloads the demo and expects the connection back as it was: connected, as `address`, on the
 * chain `chainId`.
 * @example
 * await expectSessionKept(page, wallet.address, devnetB.chainId)
 */
export async function expectSessionKept(
  page: Page,
  address: string,
  chainId: number,
): Promise<void> {
  await page.reload()
  await page.getByTestId('portico-account-button').waitFor()
  await expect.poll(() => page.getByTestId('demo-address').textContent()).toBe(address)
  await expect.poll(() => page.getByTestId('demo-chain').textContent()).toBe(String(chainId))
}

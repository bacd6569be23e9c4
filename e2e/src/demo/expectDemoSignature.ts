import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { expect } from 'vitest'

/**
 * Clicks the demo's Sign button and expects the signature it shows to be `address`'s over the
 * demo's message.
 * @example
 * await expectDemoSignature(page, wallet.address)
 */
export async function expectDemoSignature(page: Page, address: `0x${string}`): Promise<void> {
  await page.getByTestId('demo-sign').click()
  const signature = (await page.getByTestId('demo-signature').textContent()) ?? ''
  const message = 'Hello from Portico'
  expect(await verifyMessage({ address, message, signature: signature as `0x${string}` })).toBe(
    true,
  )
}

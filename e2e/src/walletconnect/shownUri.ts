import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { decodeQr } from '../send/decodeQr'

/**
 * The WalletConnect uri the QR view shows, once it shows one; the drawn code must say the same.
 * @example
 * const uri = await shownUri(page)
 */
export async function shownUri(page: Page): Promise<string> {
  const qr = page.locator('[data-testid="portico-wc-qr"][data-wc-uri]')
  await qr.waitFor({ timeout: 30_000 })
  const uri = (await qr.getAttribute('data-wc-uri')) ?? ''
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  // The view slides in for 150 ms: read the drawn code once it has settled.
  await expect
    .poll(async () => decodeQr(await page.getByTestId('portico-qr').screenshot()), {
      timeout: 5_000,
    })
    .toBe(uri)
  return uri
}

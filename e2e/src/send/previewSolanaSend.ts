import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { previewSend } from './previewSend'

/**
 * From the Account view: Send `amount` of `symbol` to `receiver`, up to the preview once its fee
 * (in SOL) shows; the caller confirms.
 * @example
 * await previewSolanaSend(page, { symbol: 'SOL', amount: '0.5', receiver })
 * await page.getByTestId('portico-send-confirm').click()
 */
export async function previewSolanaSend(
  page: Page,
  send: { symbol: string; amount: string; receiver: string },
): Promise<void> {
  await previewSend(page, send)
  await expect.poll(() => page.getByTestId('portico-preview-fee').textContent()).toMatch(/SOL/)
}

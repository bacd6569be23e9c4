import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { waitForView } from '../setup/modalLocators'

/**
 * From the Account view: Send `amount` of `symbol` to `receiver`, up to the preview once its fee
 * (in SOL) shows; the caller confirms.
 * @example
 * await previewSolanaSend(page, { symbol: 'SOL', amount: '0.5', receiver })
 * await page.getByTestId('portico-send-confirm').click()
 */
export async function previewSolanaSend(
  page: Page,
  { symbol, amount, receiver }: { symbol: string; amount: string; receiver: string },
): Promise<void> {
  await page.getByTestId('portico-wallet-feature-send').click()
  await waitForView(page, 'WalletSend')
  await page.getByTestId('portico-send-token').click()
  await waitForView(page, 'WalletSendSelectToken')
  await page.getByTestId(`portico-send-token-${symbol}`).click()
  // Once failed here in a full run (e2e/FLAKES.md): the error then says what the modal showed.
  await waitForView(page, 'WalletSend')
  await page.getByTestId('portico-send-amount').fill(amount)
  await page.getByTestId('portico-send-receiver').fill(receiver)
  await page.getByTestId('portico-send-preview').click()
  await waitForView(page, 'WalletSendPreview')
  await expect.poll(() => page.getByTestId('portico-preview-fee').textContent()).toMatch(/SOL/)
}

import type { Page } from 'playwright-core'
import { waitForView } from '../setup/modalLocators'

/**
 * From the Account view: Send `amount` of `symbol` to `receiver`, up to the preview; the caller
 * reads its fee and confirms.
 * @example
 * await previewSend(page, { symbol: 'PTT', amount: '3', receiver })
 * await page.getByTestId('portico-send-confirm').click()
 */
export async function previewSend(
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
}

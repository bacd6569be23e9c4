import type { Page } from 'playwright-core'
import { view } from './modalLocators'

/**
 * Connects the injected test wallet as a visitor does: Connect, then "Portico Test Wallet" in
 * the list; resolves once the account button shows the connection.
 * @example
 * await connectTestWallet(page)
 */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByTestId('portico-connect-button').click()
  await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await page.getByTestId('portico-account-button').waitFor()
}

/**
 * Opens the Account view from the account button of a connected page.
 * @example
 * await connectTestWallet(page)
 * await openAccount(page)
 */
export async function openAccount(page: Page): Promise<void> {
  await page.getByTestId('portico-account-button').click()
  await view(page, 'Account').waitFor()
}

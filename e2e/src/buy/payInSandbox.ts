import type { Page } from 'playwright-core'

/**
 * Pays the sandbox checkout open in `checkout` with a card: its number, a future expiry and a
 * CVC, then Continue. Resolves once the sandbox answered (the confirm step or the decline).
 * @example
 * await payInSandbox(popup, '4242 4242 4242 4242')
 */
export async function payInSandbox(checkout: Page, cardNumber: string): Promise<void> {
  await checkout.getByTestId('sandbox-card-number').fill(cardNumber)
  await checkout.getByTestId('sandbox-card-expiry').fill('12/34')
  await checkout.getByTestId('sandbox-card-cvc').fill('123')
  await Promise.all([
    checkout.waitForLoadState('load'),
    checkout.getByTestId('sandbox-card-submit').click(),
  ])
}

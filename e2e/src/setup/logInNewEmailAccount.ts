import { codeOf, nextMail } from '@portico/wallet-frame-dev'
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { submitEmailAfterCooldown } from './embeddedWalletPage'
import { protectNewWallet } from './protectNewWallet'

/**
 * Signs the demo in with a new email account of the embedded wallet: the address, its code
 * from the mail catcher, the recovery password that protects the new wallet; resolves with the
 * account's address once the demo says connected (a smart account where the devnet has a
 * bundler). `seen` keeps the mails already read.
 * @example
 * const address = await logInNewEmailAccount(page, `eve-${Date.now()}@example.com`, new Set())
 */
export async function logInNewEmailAccount(
  page: Page,
  email: string,
  seen: Set<string>,
): Promise<`0x${string}`> {
  const inbox = inject('stack').urls.mailInbox
  if (!inbox) throw new Error('the e2e stack runs without the mail catcher')
  await page.getByTestId('portico-connect-button').click()
  await page.getByTestId('portico-email-input').fill(email)
  await submitEmailAfterCooldown(page, 'EmailVerifyOtp')
  const code = codeOf(await nextMail(inbox, email, seen))
  await page.getByTestId('portico-email-otp-input').fill(code)
  await protectNewWallet(page)
  await expect
    .poll(() => page.getByTestId('demo-status').textContent(), { timeout: 20_000 })
    .toBe('connected')
  const address = (await page.getByTestId('demo-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address as `0x${string}`
}

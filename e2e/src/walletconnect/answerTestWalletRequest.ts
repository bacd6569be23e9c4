import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { testWalletStatus } from './pairTestWallet'

/**
 * The test wallet app answers the request it shows, after checking it is `method`: approves it
 * (or rejects it) and waits until it is idle again (`settled` ms: a send takes longer).
 * @example
 * await answerTestWalletRequest(wallet.page, 'personal_sign')
 * await answerTestWalletRequest(wallet.page, 'personal_sign', { approve: false })
 */
export async function answerTestWalletRequest(
  wallet: Page,
  method: string,
  { approve = true, settled = 20_000 }: { approve?: boolean; settled?: number } = {},
): Promise<void> {
  await expect.poll(() => testWalletStatus(wallet), { timeout: 20_000 }).toBe('request')
  expect(await wallet.getByTestId('tw-request-method').textContent()).toBe(method)
  await wallet.getByTestId(approve ? 'tw-approve-request' : 'tw-reject-request').click()
  await expect.poll(() => testWalletStatus(wallet), { timeout: settled }).toBe('connected')
}

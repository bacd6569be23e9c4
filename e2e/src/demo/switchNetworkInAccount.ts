import type { Page } from 'playwright-core'
import { view } from '../setup/modalLocators'

/**
 * From the Account view: its network row → Networks → the chain `chainId`, back on Account.
 * @example
 * await switchNetworkInAccount(page, devnetB.chainId)
 */
export async function switchNetworkInAccount(page: Page, chainId: number): Promise<void> {
  await page.getByTestId('portico-account-network').click()
  await view(page, 'Networks').waitFor()
  await page.getByTestId(`portico-network-eip155:${chainId}`).click()
  await view(page, 'Account').waitFor()
}

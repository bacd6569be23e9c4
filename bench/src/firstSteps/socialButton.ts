import type { Locator, Page } from 'playwright-core'
import { shownView } from './shownView'

/**
 * The Connect view's button of a social login, through More (ConnectSocials) when the view
 * does not show it itself.
 * @example
 * await (await socialButton(page, 'farcaster')).click()
 */
export async function socialButton(page: Page, provider: string): Promise<Locator> {
  const button = page.getByTestId(`portico-social-${provider}`).filter({ visible: true })
  if ((await button.count()) === 0) {
    await page.getByTestId('portico-social-more').click()
    await shownView(page, 'ConnectSocials').waitFor()
  }
  await button.waitFor()
  return button
}

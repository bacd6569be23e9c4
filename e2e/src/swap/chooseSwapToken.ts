import { screenshot } from '@portico/test'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { dialog, view } from '../setup/modalLocators'

const byId = (page: Page, id: string) => page.getByTestId(`portico-${id}`)

/**
 * Picks `symbol` for one side of the Swap form through its token list, searching for it; `shot`
 * names a screenshot of the list.
 * @example
 * await chooseSwapToken(page, 'from', 'PTT')
 */
export async function chooseSwapToken(
  page: Page,
  side: 'from' | 'to',
  symbol: string,
  shot?: string,
): Promise<void> {
  await byId(page, `swap-${side}-token`).click()
  await view(page, 'SwapSelectToken').waitFor()
  expect(await page.locator('portico-modal .portico-header-title').textContent()).toBe(
    side === 'from' ? 'Select token to sell' : 'Select token to buy',
  )
  await byId(page, `swap-token-${symbol}`).waitFor()
  if (shot) await screenshot(dialog(page), shot)
  const options = page.locator('portico-modal .portico-send-token-option')
  const all = await options.count()
  await byId(page, 'swap-token-search').fill(symbol)
  await expect.poll(() => options.count()).toBeLessThan(all)
  await byId(page, `swap-token-${symbol}`).click()
  await view(page, 'Swap').waitFor()
  await expect.poll(() => byId(page, `swap-${side}-token`).textContent()).toContain(symbol)
}

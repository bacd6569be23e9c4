import type { Locator, Page } from 'playwright-core'

/**
 * The modal view named `name` (its `portico-view-<name>` test id), as the visitor sees it: only
 * a shown one. While closed the modal keeps a pre-rendered, hidden dialog, so presence in the
 * DOM says nothing about what is on screen.
 * @example
 * await view(page, 'Account').waitFor()
 * expect(await view(page, 'Connect').count()).toBe(0)
 */
export function view(page: Page, name: string): Locator {
  return page.getByTestId(`portico-view-${name}`).filter({ visible: true })
}

/**
 * The modal's dialog, when shown.
 * @example
 * await expect.poll(() => dialog(page).count()).toBe(0)
 */
export function dialog(page: Page): Locator {
  return page.locator('portico-modal [role="dialog"]').filter({ visible: true })
}

/**
 * The path to the modal's dialog through its shadow root, for scans that take one.
 * @example
 * const violations = await scanAccessibility(page, { shadow: MODAL })
 */
export const MODAL = ['portico-modal', '[role="dialog"]'] as const

/**
 * Waits for the modal view named `name` to be shown. When it does not come, the error says
 * whether the modal is open and which view it shows instead, so a failed run tells a closed
 * modal from a view that did not change.
 * @example
 * await waitForView(page, 'WalletSend')
 */
export async function waitForView(page: Page, name: string, timeout = 30_000): Promise<void> {
  try {
    await view(page, name).waitFor({ timeout })
  } catch (error) {
    throw new Error(`${name} was not shown within ${timeout} ms: ${await modalState(page)}`, {
      cause: error,
    })
  }
}

/**
 * Whether the modal is open and which views it shows, for a failure's message.
 * @example
 * await modalState(page) // 'the modal is open, showing portico-view-Account'
 */
export async function modalState(page: Page): Promise<string> {
  const shown = await page
    .locator('[data-testid^="portico-view-"]')
    .filter({ visible: true })
    .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-testid')))
  const state = (await dialog(page).count()) > 0 ? 'open' : 'closed'
  return `the modal is ${state}, showing ${shown.join(', ') || 'no view'}`
}

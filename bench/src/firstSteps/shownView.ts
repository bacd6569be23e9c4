import type { Locator, Page } from 'playwright-core'

/**
 * The modal view named `name` as the visitor sees it: while closed the modal keeps a hidden
 * pre-render, so only a visible one counts.
 * @example
 * await shownView(page, 'EmailVerifyOtp').waitFor()
 */
export function shownView(page: Page, name: string): Locator {
  return page.getByTestId(`portico-view-${name}`).filter({ visible: true })
}

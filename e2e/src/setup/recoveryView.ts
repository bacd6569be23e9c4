import type { Locator, Page } from 'playwright-core'

/**
 * The shown EmbeddedWalletRecovery view in `mode` (its `data-mode`): `create` after a new
 * account's first login, `unlock` on a new device of a protected account.
 * @example
 * await recoveryView(page, 'create').waitFor()
 */
export function recoveryView(
  page: Page,
  mode: 'protect' | 'unlock' | 'create' | 'signIn',
): Locator {
  return page
    .locator(`[data-testid="portico-view-EmbeddedWalletRecovery"][data-mode="${mode}"]`)
    .filter({ visible: true })
}

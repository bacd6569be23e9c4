import { THEME_COLORS } from '@portico/common'
import type { Page } from 'playwright-core'
import { modalAnimationsDone } from './modalAnimationsDone'

/**
 * Switches the demo's theme with its toggle and resolves once the open modal shows the new one:
 * its dialog painted in the new background and no transition left running. A fixed pause was
 * not enough on a loaded machine: an accessibility scan then met the new text colour on the old
 * background.
 * @example
 * await toggleTheme(page)
 * await scanAccessibility(page, { shadow: MODAL })
 */
export async function toggleTheme(page: Page): Promise<void> {
  const next = await page.evaluate(() =>
    document.documentElement.dataset.theme === 'light' ? 'dark' : 'light',
  )
  // The modal covers the page's toggle: click it directly, as a keyboard user would reach it.
  await page.getByTestId('demo-theme-toggle').dispatchEvent('click')
  await page.waitForFunction(
    ({ theme, background }) => {
      if (document.documentElement.dataset.theme !== theme) return false
      const dialog = document
        .querySelector('portico-modal')
        ?.shadowRoot?.querySelector<HTMLElement>('.portico-dialog')
      if (!dialog) return true
      const probe = document.createElement('div')
      probe.style.backgroundColor = background
      document.body.append(probe)
      const expected = getComputedStyle(probe).backgroundColor
      probe.remove()
      return getComputedStyle(dialog).backgroundColor === expected
    },
    { theme: next, background: THEME_COLORS.background[next] },
  )
  await modalAnimationsDone(page)
  // One more frame, so what the transitions ended on has been painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
}

import type { Page } from 'playwright-core'

/**
 * Polls `expression` (JavaScript source, evaluated in the page) until it is truthy. Playwright's
 * `waitForFunction` would load Playwright's own utility script into the page whenever the
 * condition is not met at once (13 KiB of source, with its code and objects, on the page's
 * heap), which a kit page waiting for its modal's chunk got and the kit-less page did not: the
 * heap after opening counted it as the kit's. Evaluating a string loads nothing.
 * @example
 * await waitInPage(page, 'window.__bench.buttonEnabledAt !== undefined')
 */
export async function waitInPage(
  page: Page,
  expression: string,
  { timeoutMs = 30_000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) {
      throw new Error(`Waited ${timeoutMs} ms in the page for: ${expression}`)
    }
    await page.waitForTimeout(intervalMs)
  }
}

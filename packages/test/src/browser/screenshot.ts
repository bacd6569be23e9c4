import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'

/**
 * Where e2e screenshots go: `e2e/output/` at the repository root (git-ignored).
 * @example
 * join(e2eOutputDir, 'stack.log')
 */
export const e2eOutputDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'e2e',
  'output',
)

/**
 * Saves a PNG of the page (or of one element) as `e2e/output/<name>.png` and returns its path.
 *
 * @example
 * await screenshot(page, 'connect-view-dark')
 * await screenshot(page.getByRole('dialog'), 'account-view-light')
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { dir?: string; fullPage?: boolean } = {},
): Promise<string> {
  const path = join(options.dir ?? e2eOutputDir, `${name.replace(/[^\w.-]+/g, '-')}.png`)
  mkdirSync(dirname(path), { recursive: true })
  if ('goto' in target)
    await target.screenshot({ path, fullPage: options.fullPage ?? false, animations: 'disabled' })
  else await target.screenshot({ path, animations: 'disabled' })
  return path
}

import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'

const banner = (page: Page) => page.getByTestId('portico-alert')

async function openWithProject(page: Page) {
  await page.getByTestId('portico-connect-button').click()
  await page.getByTestId('portico-view-Connect').waitFor()
}

describe('configuration alerts in the modal', () => {
  const browser = useBrowser()

  it("a page without a project id sees 'Project ID Not Configured', and can dismiss it", async () => {
    const { page, close } = await openDemo(browser(), { path: '/?projectId=', wallet: false })
    try {
      await openWithProject(page)
      await banner(page).waitFor()
      expect(await banner(page).textContent()).toContain('Project ID Not Configured')
      expect(await banner(page).textContent()).toContain('Pass projectId')
      const violations = await scanAccessibility(page, {
        shadow: ['portico-modal', '[role="dialog"]'],
      })
      expect(violations, formatViolations(violations)).toEqual([])
      await screenshot(page.getByRole('dialog'), 'alert-project-id-not-configured')
      await page.getByTestId('portico-alert-dismiss').click()
      await expect.poll(() => banner(page).count()).toBe(0)
    } finally {
      await close()
    }
  })

  it("a project id the gateway refuses shows 'Invalid Project ID'", async () => {
    const { page, close } = await openDemo(browser(), {
      path: '/?projectId=not-a-project',
      wallet: false,
    })
    try {
      await openWithProject(page)
      await banner(page).waitFor({ timeout: 15_000 })
      expect(await banner(page).textContent()).toContain('Invalid Project ID')
      await screenshot(page.getByRole('dialog'), 'alert-invalid-project-id')
    } finally {
      await close()
    }
  })
})

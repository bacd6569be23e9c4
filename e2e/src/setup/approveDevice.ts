import type { BrowserContext } from 'playwright-core'

/** How long closing the approval tab may take before the test says so. */
const CLOSE_MS = 10_000

/**
 * Opens the approval link of a device mail in another tab of the visitor's browser, presses
 * "Approve device" and closes the tab once the "Device approved" page has loaded. Closed while
 * the page that the form's POST brought was still loading (its stylesheet in flight), the tab's
 * `page.close()` never resolved now and then: 3 closes in 20 hung in a bare repro (a form whose
 * answer loads a stylesheet in 300 ms), none in 40 once the page had loaded, and the tests that
 * closed it that way hung to their time limit after the approval had gone through. A close that
 * still takes over 10 s fails the test with that sentence instead.
 * @example await approveDevice(page.context(), linkOf(await nextMail(inbox, email, seen)))
 */
export async function approveDevice(context: BrowserContext, link: string): Promise<void> {
  const tab = await context.newPage()
  await tab.goto(link)
  await tab.getByRole('button', { name: 'Approve device' }).click()
  await tab.getByRole('heading', { name: 'Device approved' }).waitFor()
  await tab.waitForLoadState('load')
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    tab.close(),
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the approval tab did not close within ${CLOSE_MS / 1000} s`)),
        CLOSE_MS,
      )
    }),
  ]).finally(() => clearTimeout(timer))
}

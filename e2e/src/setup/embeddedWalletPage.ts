import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { view } from './modalLocators'

/**
 * The embedded wallet's iframe on the demo page, as a frame to click in.
 * @example await walletFrame(page).getByTestId('portico-frame-export-show').click()
 */
export const walletFrame = (page: Page) =>
  page.frameLocator('[data-testid="portico-embedded-wallet-frame"]')

/** The iframe's box in the viewport (hidden: 1 × 1 px). @example await walletFrameBox(page) */
export const walletFrameBox = (page: Page) =>
  page.getByTestId('portico-embedded-wallet-frame').boundingBox()

/**
 * Waits for the frame to hide (1 × 1 px or less) and for the page to draw two frames after. The
 * browser sends a click to whichever frame its last drawn layout puts at the point: on a busy
 * machine a click straight after the frame hides, before the page has drawn again, goes to the
 * hidden frame and the page never sees it (a page's button then seems to ignore its click).
 * @example
 * await frameHidden(page)
 * await page.getByTestId('portico-security-remove').click()
 */
export async function frameHidden(page: Page): Promise<void> {
  await expect
    .poll(async () => (await walletFrameBox(page))?.width ?? 0, { timeout: 15_000 })
    .toBeLessThanOrEqual(1)
  await drawnTwice(page)
}

/**
 * Waits for the page to draw two frames: the browser routes input by the layout last drawn.
 * @example await drawnTwice(page)
 */
export async function drawnTwice(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}

/**
 * Sends the login email and waits for `next` (the code form, or the device approval on a new
 * device). The service allows one email per address every 30 s ('Please try again after N
 * seconds'), and so does the page: a sign-in soon after another waits the seconds it names and
 * sends again, until the whole window is surely over (75 s), not a fixed number of times.
 * @example await submitEmailAfterCooldown(page, 'EmailVerifyDevice')
 */
export async function submitEmailAfterCooldown(
  page: Page,
  next: 'EmailVerifyOtp' | 'EmailVerifyDevice',
): Promise<void> {
  const error = page.getByTestId('portico-email-error')
  const deadline = Date.now() + 75_000
  let last = ''
  while (Date.now() < deadline) {
    await page.getByTestId('portico-email-submit').click()
    await view(page, next).or(error).waitFor()
    if (await view(page, next).count()) return
    last = (await error.textContent()) ?? ''
    const seconds = /^Please try again after (\d+) seconds?$/.exec(last)?.[1]
    if (!seconds) throw new Error(`the login email was refused: ${last}`)
    await page.waitForTimeout((Number(seconds) + 1) * 1_000)
  }
  throw new Error(`the login email was still refused after 75 s: ${last}`)
}

/**
 * The frame sits over the view, inside a viewport of `width` × `height`.
 * @example await expectFrameInside(page, 390, 844)
 */
export async function expectFrameInside(page: Page, width: number, height: number) {
  await expect
    .poll(
      async () => {
        const box = await walletFrameBox(page)
        return (box?.y ?? 0) + (box?.height ?? 0)
      },
      { timeout: 10_000 },
    )
    .toBeLessThanOrEqual(height)
  const box = await walletFrameBox(page)
  expect(box?.width).toBeGreaterThan(300)
  expect(box?.x).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
}

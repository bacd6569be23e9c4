import type { Page } from 'playwright-core'
import { drawnTwice, walletFrame } from './embeddedWalletPage'

/**
 * What the page and the frame say about the layout around `testId`: the page's viewport, visual
 * viewport and scroll, the iframe's box and style, Playwright's box of the control, and inside
 * the frame the control's own box, what `elementFromPoint` finds at its centre and the frame's
 * scroll. Read when a tap is refused, so the failure says where the point went.
 */
async function frameLayout(page: Page, testId: string): Promise<string> {
  const onPage = await page.evaluate(() => {
    const iframe = document.querySelector('[data-testid="portico-embedded-wallet-frame"]')
    const box = iframe?.getBoundingClientRect()
    const visual = window.visualViewport
    return {
      viewport: [innerWidth, innerHeight],
      scroll: [scrollX, scrollY],
      visualViewport: visual && [
        visual.offsetLeft,
        visual.offsetTop,
        visual.width,
        visual.height,
        visual.scale,
      ],
      documentSize: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
      iframe: box && [box.x, box.y, box.width, box.height],
      iframeStyle: iframe?.getAttribute('style'),
    }
  })
  const control = walletFrame(page).getByTestId(testId)
  const playwrightBox = await control.boundingBox({ timeout: 2_000 }).catch(String)
  const inFrame = await control
    .evaluate(
      (element) => {
        const doc = element.ownerDocument
        const box = element.getBoundingClientRect()
        const hit = doc.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return {
          control: [box.x, box.y, box.width, box.height],
          hitAtCentre: hit && `${hit.tagName.toLowerCase()}.${hit.className}`,
          viewport: [innerWidth, innerHeight],
          scroll: [scrollX, scrollY, doc.documentElement.scrollTop, doc.body.scrollTop],
          documentHeight: doc.documentElement.scrollHeight,
        }
      },
      undefined,
      { timeout: 2_000 },
    )
    .catch(String)
  return JSON.stringify({ onPage, playwrightBox, inFrame })
}

/** The first lines of Playwright's refusal, with its call log's last steps. */
function refusalOf(error: unknown): string {
  const lines = String(error instanceof Error ? error.message : error).split('\n')
  return [...lines.slice(0, 2), ...lines.slice(-4)].join(' | ')
}

/**
 * Taps the wallet frame's control `testId` as a finger would. Playwright's own tap is tried
 * first. In a phone context Chromium now and then hands the cross-site frame touch events offset
 * from where the finger is (measured: a tap at the page's 254, 792 seen by the frame at 110, 8
 * with the frame at 17, 388), so Playwright's hit-target check finds the frame's section under
 * its point and refuses every try, and the browser's own tap (`page.touchscreen`) then submitted
 * nothing either (the recovery unlock stayed unsent, twice in a row). Refused, the tap is tried
 * once more after the page has drawn twice (a stale layout), and then the control is sent its
 * click event directly (what the browser's tap would have made of it; the frame's controls act
 * on click); a warning says which went through, with Playwright's refusal and the layout. The
 * kit is not at fault here and a visitor does not meet it: a phone's own touches are placed by
 * the phone, not by this emulation.
 * @example await tapInFrame(page, 'portico-frame-export-cancel')
 */
export async function tapInFrame(page: Page, testId: string): Promise<void> {
  const control = walletFrame(page).getByTestId(testId)
  await control.waitFor()
  let refusal: unknown
  try {
    // A refusal lasts for the layout (52 tries over 30 s once): a short first try.
    await control.tap({ timeout: 5_000 })
    return
  } catch (error) {
    refusal = error
  }
  const layout = await frameLayout(page, testId).catch(String)
  const refused = `Playwright refused the tap on ${testId} (${refusalOf(refusal)})`
  try {
    await drawnTwice(page)
    await control.tap({ timeout: 3_000 })
    console.warn(`tapInFrame: ${refused}, and took it after the page drew twice; layout: ${layout}`)
    return
  } catch {
    // Refused again: the input's coordinates in the frame are off (a phone context's mouse
    // clicks have been refused the same way), so the control gets the click event itself.
  }
  // Refused while it landed: the tap answered the approval and the control is gone with it (a
  // fresh-clone run waited 30 s here for an Approve that was no longer there).
  if ((await control.count()) === 0) {
    console.warn(`tapInFrame: ${refused}, and ${testId} is gone: the tap went through`)
    return
  }
  await control.dispatchEvent('click', undefined, { timeout: 5_000 })
  console.warn(`tapInFrame: ${refused} twice; the click dispatched to it; layout: ${layout}`)
}

/**
 * Presses the wallet frame's control `testId` the way the page's visitor would: a tap on a touch
 * screen (through {@link tapInFrame}), a click elsewhere.
 * @example await pressInFrame(page, 'portico-frame-approve')
 */
export async function pressInFrame(page: Page, testId: string): Promise<void> {
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0)
  if (touch) await tapInFrame(page, testId)
  else await walletFrame(page).getByTestId(testId).click()
}

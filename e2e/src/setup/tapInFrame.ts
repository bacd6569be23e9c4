import type { Page } from 'playwright-core'
import { walletFrame } from './embeddedWalletPage'

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

/**
 * Taps the wallet frame's control `testId` as a finger would; when the tap is refused, the
 * error carries the layout figures of the moment (the phone taps some frame views refused for
 * 30 s, with the frame's own section reported under the point).
 * @example await tapInFrame(page, 'portico-frame-export-cancel')
 */
export async function tapInFrame(page: Page, testId: string): Promise<void> {
  try {
    await walletFrame(page).getByTestId(testId).tap()
  } catch (error) {
    const layout = await frameLayout(page, testId).catch(String)
    throw new Error(`the tap on ${testId} in the wallet frame was refused; layout: ${layout}`, {
      cause: error,
    })
  }
}

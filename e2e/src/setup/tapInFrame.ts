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

/**
 * Where on the page a finger lands on `testId`, when the frame's own hit test at the control's
 * centre finds the control (or something inside it); `undefined` when it finds something else.
 */
async function ownTapPoint(page: Page, testId: string) {
  const inFrame = await walletFrame(page)
    .getByTestId(testId)
    .evaluate((element) => {
      const box = element.getBoundingClientRect()
      const x = box.x + box.width / 2
      const y = box.y + box.height / 2
      const hit = element.ownerDocument.elementFromPoint(x, y)
      // The touch the browser delivers is recorded, so a miss says where the point went.
      const seen: number[][] = []
      Object.assign(window, { porticoTouchesSeen: seen })
      addEventListener(
        'touchstart',
        (event) => {
          const touch = event.touches[0]
          if (touch) seen.push([touch.clientX, touch.clientY])
        },
        { capture: true, once: true },
      )
      return hit && element.contains(hit) ? { x, y } : undefined
    })
  if (!inFrame) return undefined
  const frame = await page.getByTestId('portico-embedded-wallet-frame').evaluate((iframe) => {
    const box = iframe.getBoundingClientRect()
    return { x: box.x + iframe.clientLeft, y: box.y + iframe.clientTop }
  })
  return { x: frame.x + inFrame.x, y: frame.y + inFrame.y }
}

/** The first lines of Playwright's refusal, with its call log's last steps. */
function refusalOf(error: unknown): string {
  const lines = String(error instanceof Error ? error.message : error).split('\n')
  return [...lines.slice(0, 2), ...lines.slice(-4)].join(' | ')
}

/**
 * Taps the wallet frame's control `testId` as a finger would. Playwright's own tap is tried
 * first; in a phone context it has refused now and then for its whole timeout, reporting the
 * frame's section over a button that the frame's own hit test finds at the same point, and
 * measured on the page where it belongs. Then, once the page has drawn twice, it is tried once
 * more (and a warning says it went through then); refused again, the tap goes to that point through the page's
 * touchscreen (the browser's own input path: a touch landing elsewhere leaves the control
 * untapped, and the test's next step fails), and a warning carries Playwright's refusal, the
 * layout and where the frame saw the touch. When the frame's own hit test does not find the
 * control either, the tap fails with the same figures.
 * @example await tapInFrame(page, 'portico-frame-export-cancel')
 */
export async function tapInFrame(page: Page, testId: string): Promise<void> {
  const control = walletFrame(page).getByTestId(testId)
  await control.waitFor()
  let refusal: unknown
  try {
    await control.tap({ timeout: 10_000 })
    return
  } catch (error) {
    refusal = error
  }
  const layout = await frameLayout(page, testId).catch(String)
  // The browser sends a touch to the frame its last drawn layout puts at the point: once the
  // page has drawn again, Playwright's tap once more, to tell a stale layout from the rest.
  try {
    await drawnTwice(page)
    await control.tap({ timeout: 5_000 })
    console.warn(
      `tapInFrame: Playwright refused the tap on ${testId} for 10 s (${refusalOf(refusal)}), and took it after the page drew twice; layout then: ${layout}`,
    )
    return
  } catch {
    // Refused again: the frame's own hit test and the touchscreen below.
  }
  const point = await ownTapPoint(page, testId).catch(() => undefined)
  if (!point) {
    throw new Error(
      `the tap on ${testId} in the wallet frame was refused (${refusalOf(refusal)}); layout: ${layout}`,
      { cause: refusal },
    )
  }
  await page.touchscreen.tap(point.x, point.y)
  const seen = await walletFrame(page)
    .locator(':root')
    .evaluate(() => (window as { porticoTouchesSeen?: number[][] }).porticoTouchesSeen)
    .catch(String)
  console.warn(
    `tapInFrame: Playwright refused the tap on ${testId} (${refusalOf(refusal)}); tapped at ${point.x},${point.y} where the frame's hit test finds it; the frame saw the touch at ${JSON.stringify(seen)}; layout: ${layout}`,
  )
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

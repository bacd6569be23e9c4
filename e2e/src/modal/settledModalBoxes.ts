import type { Page } from 'playwright-core'
import { modalAnimationsDone } from './modalAnimationsDone'
import { modalBoxes } from './modalBoxes'

/**
 * The open modal's {@link modalBoxes} once its layout has stopped changing: its animations done
 * and two reads 250 ms apart the same. A view's wallet list arrives from the gateway in its own
 * time (skeleton rows first, then the wallets and their images), so two pages opened together
 * can be a request apart; a layout that never settles fails after `timeoutMs`.
 * @example
 * expect(await settledModalBoxes(hostile)).toEqual(await settledModalBoxes(plain))
 */
export async function settledModalBoxes(
  page: Page,
  timeoutMs = 10_000,
): Promise<Record<string, number[]>> {
  const deadline = Date.now() + timeoutMs
  await modalAnimationsDone(page)
  let last = JSON.stringify(await modalBoxes(page))
  for (;;) {
    await page.waitForTimeout(250)
    await modalAnimationsDone(page)
    const boxes = await modalBoxes(page)
    const now = JSON.stringify(boxes)
    if (now === last) return boxes
    if (Date.now() > deadline)
      throw new Error(`the modal's layout kept changing for ${timeoutMs} ms`)
    last = now
  }
}

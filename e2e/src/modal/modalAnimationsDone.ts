import type { Page } from 'playwright-core'

/**
 * Resolves once every finite animation in the modal's shadow root has finished (the dialog's
 * entrance scales it from 98 %, so a box measured mid-animation is 2 % small). Endless ones (a
 * loading skeleton's pulse) are not waited for.
 * @example
 * await modalAnimationsDone(page)
 * const boxes = await modalBoxes(page)
 */
export async function modalAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    const finite = (root?.getAnimations() ?? []).filter(
      (animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
    )
    // An animation whose element leaves the page (a view replaced mid-fade) is cancelled, and
    // its `finished` rejects: that one is done too.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

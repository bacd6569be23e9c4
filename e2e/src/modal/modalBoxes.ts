import type { Page } from 'playwright-core'

/**
 * Boxes of the open dialog and of its header, title and list rows, relative to the dialog, so
 * two pages can be compared for layout whatever scrolls or moves around them.
 * @example
 * expect(await modalBoxes(hostilePage)).toEqual(await modalBoxes(plainPage))
 */
export async function modalBoxes(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    const dialog = root?.querySelector('[role="dialog"]')
    if (!root || !dialog) throw new Error('no open modal')
    const origin = dialog.getBoundingClientRect()
    const boxes: Record<string, number[]> = {
      dialog: [origin.width, origin.height].map(Math.round),
    }
    const selectors = ['.portico-header', '.portico-header-title', 'button', 'li', 'img', 'svg']
    for (const selector of selectors) {
      root.querySelectorAll(selector).forEach((element, index) => {
        const box = element.getBoundingClientRect()
        boxes[`${selector}#${index}`] = [
          box.x - origin.x,
          box.y - origin.y,
          box.width,
          box.height,
        ].map(Math.round)
      })
    }
    const title = root.querySelector('.portico-header-title')
    if (title) {
      const style = getComputedStyle(title)
      boxes.titleFont = [Number.parseFloat(style.fontSize), Number.parseFloat(style.lineHeight)]
    }
    return boxes
  })
}

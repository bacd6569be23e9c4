import { constructedSheet } from './constructedSheet'

/**
 * The stylesheets adopted into one shadow root, counted per user.
 * @example
 * const release = sheets.adopt(qrCodeCss)
 */
export type SheetList = {
  /** Adopts the sheet of `css` (after those already adopted); call the result when done. */
  adopt(css: string): () => void
}

/**
 * Keeps `root.adoptedStyleSheets` to the sheets its components use, in the order first asked
 * for (the host's base styles come first, so components' rules win ties as `<style>` elements
 * after them did). A sheet leaves when the last component using it unmounts.
 * @example
 * const sheets = createSheetList(host.shadowRoot)
 * useLayoutEffect(() => sheets.adopt(css), [css])
 */
export function createSheetList(root: ShadowRoot): SheetList {
  const users = new Map<CSSStyleSheet, number>()
  // The root belongs to ShadowHost: nothing else adopts sheets into it.
  const update = () => {
    root.adoptedStyleSheets = [...users.keys()]
  }
  return {
    adopt(css) {
      const sheet = constructedSheet(root.ownerDocument, css)
      const count = users.get(sheet) ?? 0
      users.set(sheet, count + 1)
      if (count === 0) update()
      let released = false
      return () => {
        if (released) return
        released = true
        const left = (users.get(sheet) ?? 1) - 1
        if (left > 0) return void users.set(sheet, left)
        users.delete(sheet)
        update()
      }
    },
  }
}

// One parsed sheet per css text and document, shared by every shadow root of that document (the
// modal, each button): a sheet can only be adopted in the document whose window constructed it,
// and parsing the same text again for each root would only cost time and memory. The sheets are
// never changed after construction, so sharing them between Portico clients is safe.
const sheetsByDocument = new WeakMap<Document, Map<string, CSSStyleSheet>>()

/**
 * The constructable stylesheet holding `css` for `doc`, built on first use and cached.
 * @example
 * root.adoptedStyleSheets = [constructedSheet(root.ownerDocument, baseCss)]
 */
export function constructedSheet(doc: Document, css: string): CSSStyleSheet {
  let sheets = sheetsByDocument.get(doc)
  if (!sheets) {
    sheets = new Map()
    sheetsByDocument.set(doc, sheets)
  }
  let sheet = sheets.get(css)
  if (!sheet) {
    const { CSSStyleSheet: Sheet } = doc.defaultView ?? globalThis
    sheet = new Sheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

/**
 * Whether `root` takes constructable stylesheets (Chromium 73+, Firefox 101+, Safari 16.4+).
 * @example
 * canAdoptSheets(host.shadowRoot) // false in jsdom and older browsers
 */
export function canAdoptSheets(root: ShadowRoot): boolean {
  const view = root.ownerDocument.defaultView
  return (
    'adoptedStyleSheets' in root && typeof view?.CSSStyleSheet?.prototype.replaceSync === 'function'
  )
}

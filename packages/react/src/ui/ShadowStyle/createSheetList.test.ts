import { describe, expect, it } from 'vitest'
import { createSheetList } from './createSheetList'

// jsdom has no constructable stylesheets; a stand-in document whose window has a minimal
// CSSStyleSheet shows which sheets a root ends up with. Real browsers: e2e/src/csp.e2e.ts.
class FakeSheet {
  text = ''
  replaceSync(text: string) {
    this.text = text
  }
}

function fakeRoot(doc = { defaultView: { CSSStyleSheet: FakeSheet } }) {
  return { ownerDocument: doc, adoptedStyleSheets: [] as FakeSheet[] }
}
type Root = ReturnType<typeof fakeRoot>
const texts = (root: Root) => root.adoptedStyleSheets.map((sheet) => sheet.text)
const listOf = (root: Root) => createSheetList(root as unknown as ShadowRoot)

describe('createSheetList', () => {
  it('adopts sheets in the order first asked for and drops one when its last user is done', () => {
    const root = fakeRoot()
    const sheets = listOf(root)
    const releaseBase = sheets.adopt('.base{}')
    const releaseQr = sheets.adopt('.qr{}')
    const releaseQrAgain = sheets.adopt('.qr{}')
    expect(texts(root)).toEqual(['.base{}', '.qr{}'])
    releaseQr()
    releaseQr()
    expect(texts(root)).toEqual(['.base{}', '.qr{}'])
    releaseQrAgain()
    expect(texts(root)).toEqual(['.base{}'])
    releaseBase()
    expect(texts(root)).toEqual([])
  })

  it('shares one parsed sheet per css text between the roots of a document, not across documents', () => {
    const doc = { defaultView: { CSSStyleSheet: FakeSheet } }
    const [modal, button, elsewhere] = [fakeRoot(doc), fakeRoot(doc), fakeRoot()]
    for (const root of [modal, button, elsewhere]) listOf(root).adopt('.base{}')
    expect(modal.adoptedStyleSheets[0]).toBe(button.adoptedStyleSheets[0])
    expect(elsewhere.adoptedStyleSheets[0]).not.toBe(modal.adoptedStyleSheets[0])
    expect(elsewhere.adoptedStyleSheets[0]).toBeInstanceOf(FakeSheet)
  })
})

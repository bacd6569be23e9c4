/**
 * Global CSS of a careless host page: resets every element, blows up the root font size and
 * restyles common tags. The modal must look exactly the same under it.
 * @example
 * await page.addStyleTag({ content: hostileCss })
 */
export const hostileCss = `
* { all: unset !important; }
html { font-size: 40px !important; line-height: 3 !important; font-family: 'Comic Sans MS', cursive !important; }
body { zoom: 1; letter-spacing: 0.3em !important; }
div, span, button, p, h2, ul, li { box-sizing: content-box !important; padding: 13px !important; margin: 7px !important; border: 3px solid red !important; color: lime !important; background: yellow !important; }
button { text-transform: uppercase !important; }
`

import { useContext, useInsertionEffect } from 'react'
import { ShadowStyleContext } from './ShadowStyleContext'

/**
 * Puts `css` into the shadow root it renders in: adopted as a constructable stylesheet where the
 * browser has them, which a Content Security Policy without `'unsafe-inline'` allows, else as a
 * `<style>` element with the page's nonce. Renders the same on the server and on first render in
 * the browser, so a server-rendered fallback hydrates cleanly.
 * @example
 * <div className="portico-qr">
 *   <ShadowStyle css={qrCodeCss} />
 *   …
 * </div>
 */
export function ShadowStyle({ css }: { css: string }) {
  const scope = useContext(ShadowStyleContext)
  const sheets = scope?.sheets ?? null
  // An insertion effect, not a layout one: React runs it for a tree it pre-renders hidden too
  // (the modal's), so the sheet is parsed and adopted before the click that reveals the tree,
  // not inside it, where adopting restyles the whole root.
  useInsertionEffect(() => sheets?.adopt(css), [sheets, css])
  if (sheets) return null
  return <style nonce={scope?.nonce}>{css}</style>
}

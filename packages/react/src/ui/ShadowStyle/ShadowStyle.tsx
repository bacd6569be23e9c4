import { useContext, useLayoutEffect } from 'react'
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
  // Before paint, so the first frame is already styled.
  useLayoutEffect(() => sheets?.adopt(css), [sheets, css])
  if (sheets) return null
  return <style nonce={scope?.nonce}>{css}</style>
}

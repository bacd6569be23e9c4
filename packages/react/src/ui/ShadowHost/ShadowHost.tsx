import {
  createElement,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { canAdoptSheets } from '../ShadowStyle/constructedSheet'
import { createSheetList } from '../ShadowStyle/createSheetList'
import { ShadowStyle } from '../ShadowStyle/ShadowStyle'
import { ShadowStyleContext, type ShadowStyleScope } from '../ShadowStyle/ShadowStyleContext'

/**
 * Props of {@link ShadowHost}.
 * @example
 * const props: ShadowHostProps = { css: baseCss, append: true, children: null }
 */
export type ShadowHostProps = {
  /**
   * CSS of the shadow root only: adopted as a constructable stylesheet, or a `<style>`; a list
   * is adopted in its order, one sheet per part.
   */
  css: string | readonly string[]
  /** CSP nonce of the `<style>` elements used where constructable stylesheets are missing. */
  nonce?: string | undefined
  /** Append the host to `document.body` instead of rendering it in place. */
  append?: boolean
  /** Tag name of the host element; a custom-element name keeps page selectors off it. */
  tagName?: string
  /** Told the shadow root once it exists, and `null` while a new host element replaces it. */
  onRoot?: ((root: ShadowRoot | null) => void) | undefined
  children: ReactNode
}

/**
 * Renders its children into an open shadow root, isolated from the page's CSS, either in place
 * or on a host element appended to `document.body`. Styles of the root and of the components in
 * it (see ShadowStyle) need no `'unsafe-inline'` in the page's Content Security Policy.
 * @example
 * <ShadowHost css={modalCss} append>
 *   <Dialog … />
 * </ShadowHost>
 */
export function ShadowHost({
  css,
  nonce,
  append = false,
  tagName = 'portico-host',
  onRoot,
  children,
}: ShadowHostProps) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useEffect(() => {
    onRoot?.(root)
  }, [onRoot, root])

  useLayoutEffect(() => {
    if (!append) return
    const host = document.createElement(tagName)
    document.body.appendChild(host)
    setRoot(attachOpenShadow(host))
    return () => {
      host.remove()
      setRoot(null)
    }
  }, [append, tagName])

  const inlineRef = useCallback((host: HTMLElement | null) => {
    if (host) setRoot(attachOpenShadow(host))
  }, [])

  // One sheet list per root, which the components below adopt their own styles into.
  const sheets = useMemo(
    () => (root && canAdoptSheets(root) ? createSheetList(root) : null),
    [root],
  )
  const scope = useMemo<ShadowStyleScope>(() => ({ sheets, nonce }), [sheets, nonce])
  const content = root
    ? createPortal(
        <ShadowStyleContext.Provider value={scope}>
          {(typeof css === 'string' ? [css] : css).map((part) => (
            // A part's text is its identity: the same text is the same sheet.
            <ShadowStyle key={part} css={part} />
          ))}
          {children}
        </ShadowStyleContext.Provider>,
        root,
      )
    : null
  if (append) return content
  return (
    <>
      {createElement(tagName, { ref: inlineRef })}
      {content}
    </>
  )
}

/** Re-entrant: StrictMode and remounts may hand us a host that already has its root. */
function attachOpenShadow(host: HTMLElement): ShadowRoot {
  return host.shadowRoot ?? host.attachShadow({ mode: 'open' })
}

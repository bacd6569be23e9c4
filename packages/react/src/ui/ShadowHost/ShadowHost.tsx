import { createElement, type ReactNode, useCallback, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'

/**
 * Props of {@link ShadowHost}.
 * @example
 * const props: ShadowHostProps = { css: baseCss, append: true, children: null }
 */
export type ShadowHostProps = {
  /** CSS injected into the shadow root only. */
  css: string
  /** Append the host to `document.body` instead of rendering it in place. */
  append?: boolean
  /** Tag name of the host element; a custom-element name keeps page selectors off it. */
  tagName?: string
  children: ReactNode
}

/**
 * Renders its children into an open shadow root, isolated from the page's CSS, either in place
 * or on a host element appended to `document.body`.
 * @example
 * <ShadowHost css={modalCss} append>
 *   <Dialog … />
 * </ShadowHost>
 */
export function ShadowHost({
  css,
  append = false,
  tagName = 'portico-host',
  children,
}: ShadowHostProps) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)

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

  const content = root
    ? createPortal(
        <>
          <style>{css}</style>
          {children}
        </>,
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

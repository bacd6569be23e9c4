import { useLayoutEffect } from 'react'

/**
 * Stops the page behind a modal from scrolling, padding for the vanished scrollbar so the page
 * does not shift, and restores both on release.
 * @example
 * useScrollLock(!embedded)
 */
export function useScrollLock(enabled: boolean): void {
  useLayoutEffect(() => {
    if (!enabled) return
    const { body, documentElement } = document
    const scrollbar = window.innerWidth - documentElement.clientWidth
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    body.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    return () => {
      body.style.overflow = previous.overflow
      body.style.paddingRight = previous.paddingRight
    }
  }, [enabled])
}

import { useLayoutEffect } from 'react'

/**
 * Stops the page behind a modal from scrolling, padding for the vanished scrollbar so the page
 * does not shift, and restores both on release. The lock is applied on the next frame: measuring
 * the scrollbar forces a layout, which would otherwise delay the modal's first paint.
 * @example
 * useScrollLock(!embedded)
 */
export function useScrollLock(enabled: boolean): void {
  useLayoutEffect(() => {
    if (!enabled) return
    const { body, documentElement } = document
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    let locked = false
    const lock = () => {
      const scrollbar = window.innerWidth - documentElement.clientWidth
      body.style.overflow = 'hidden'
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
      locked = true
    }
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(lock) : -1
    if (frame === -1) lock()
    return () => {
      if (frame !== -1) cancelAnimationFrame(frame)
      if (!locked) return
      body.style.overflow = previous.overflow
      body.style.paddingRight = previous.paddingRight
    }
  }, [enabled])
}

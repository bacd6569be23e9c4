import { type PointerEvent, type RefObject, useRef } from 'react'
import { shouldCloseSheet } from './shouldCloseSheet'

/** The sheet layout of dialogCss applies up to this width. */
const SHEET_QUERY = '(max-width: 480px)'

/**
 * Swipe down to close the bottom sheet (the dialog on narrow screens): a drag that starts on
 * the handle or the header, not on its buttons, moves the sheet with the finger; released far
 * enough down or flicked, it asks `onClose` (which may refuse: the sheet then springs back),
 * otherwise it springs back. Wide screens and embedded dialogs ignore it.
 * @example
 * const swipe = useSwipeToClose(dialogRef, onClose, !embedded)
 * <div ref={dialogRef} {...swipe}>…</div>
 */
export function useSwipeToClose(
  dialogRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  enabled: boolean,
): {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void
  onPointerMove: (event: PointerEvent<HTMLElement>) => void
  onPointerUp: (event: PointerEvent<HTMLElement>) => void
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void
} {
  const drag = useRef<{ id: number; startY: number; startedAt: number; dy: number } | null>(null)
  const setOffset = (dy: number | null) => {
    const sheet = dialogRef.current
    if (!sheet) return
    sheet.style.transform = dy === null ? '' : `translateY(${dy}px)`
    sheet.style.transition = dy === null ? 'transform 180ms var(--portico-ease)' : 'none'
  }
  const end = (event: PointerEvent<HTMLElement>, release: boolean) => {
    const current = drag.current
    if (!current || current.id !== event.pointerId) return
    drag.current = null
    setOffset(null)
    if (release && shouldCloseSheet(current.dy, performance.now() - current.startedAt)) onClose()
  }
  return {
    onPointerDown(event) {
      if (!enabled || !window.matchMedia?.(SHEET_QUERY).matches) return
      const target = event.target as Element
      if (!target.closest('.portico-sheet-handle, .portico-header')) return
      if (target.closest('button, a, input')) return
      drag.current = {
        id: event.pointerId,
        startY: event.clientY,
        startedAt: performance.now(),
        dy: 0,
      }
      event.currentTarget.setPointerCapture?.(event.pointerId)
    },
    onPointerMove(event) {
      const current = drag.current
      if (!current || current.id !== event.pointerId) return
      // Only downwards: pulling up does not lift the sheet off the bottom edge.
      current.dy = Math.max(0, event.clientY - current.startY)
      setOffset(current.dy)
    },
    onPointerUp: (event) => end(event, true),
    onPointerCancel: (event) => end(event, false),
  }
}

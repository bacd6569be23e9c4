import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { getDeepActiveElement } from './getDeepActiveElement'

/**
 * Moves focus into the dialog when it mounts, back into it whenever a view change drops focus
 * out (the focused button unmounted), and returns it to the opener when the dialog goes away.
 * The first focus waits one frame: `focus()` forces a synchronous layout, which would
 * otherwise delay the frame that shows the dialog. That holds also when nothing had focus (a
 * click that focuses no button, as in Safari): the view-change check leaves the first focus to
 * that frame.
 * @example
 * useDialogFocus(dialogRef, view, !embedded)
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  focusKey: string | undefined,
  enabled: boolean,
): void {
  // Between showing and the frame after it, the first focus is pending.
  const firstFocusPending = useRef(false)
  useLayoutEffect(() => {
    if (!enabled) return
    const opener = getDeepActiveElement(document)
    firstFocusPending.current = true
    const cancel = nextFrame(() => {
      firstFocusPending.current = false
      const dialog = dialogRef.current
      const active = getDeepActiveElement(document)
      // Someone (a test, a click) may already have put focus inside; leave it there.
      if (dialog && !(active && dialog.contains(active))) dialog.focus({ preventScroll: true })
    })
    return () => {
      cancel()
      firstFocusPending.current = false
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
    }
  }, [dialogRef, enabled])

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger, not an input
  useEffect(() => {
    const dialog = dialogRef.current
    if (!enabled || !dialog || firstFocusPending.current) return
    const active = getDeepActiveElement(document)
    // A view change unmounted the focused control, so focus fell back to the page body.
    if (!active || active === document.body) dialog.focus({ preventScroll: true })
  }, [dialogRef, enabled, focusKey])
}

function nextFrame(task: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const handle = requestAnimationFrame(task)
    return () => cancelAnimationFrame(handle)
  }
  const handle = setTimeout(task, 16)
  return () => clearTimeout(handle)
}

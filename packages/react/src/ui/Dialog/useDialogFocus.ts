import { type RefObject, useEffect, useLayoutEffect } from 'react'
import { getDeepActiveElement } from './getDeepActiveElement'

/**
 * Moves focus into the dialog when it mounts, back into it whenever a view change drops focus
 * out (the focused button unmounted), and returns it to the opener when the dialog goes away.
 * @example
 * useDialogFocus(dialogRef, view, !embedded)
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  focusKey: string | undefined,
  enabled: boolean,
): void {
  useLayoutEffect(() => {
    if (!enabled) return
    const opener = getDeepActiveElement(document)
    dialogRef.current?.focus({ preventScroll: true })
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
    }
  }, [dialogRef, enabled])

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger, not an input
  useEffect(() => {
    const dialog = dialogRef.current
    if (!enabled || !dialog) return
    const active = getDeepActiveElement(document)
    if (!active || !dialog.contains(active)) dialog.focus({ preventScroll: true })
  }, [dialogRef, enabled, focusKey])
}

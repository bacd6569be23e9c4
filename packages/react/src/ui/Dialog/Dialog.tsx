import { type KeyboardEvent, type ReactNode, useRef } from 'react'
import { trapTabKey } from './trapTabKey'
import { useDialogFocus } from './useDialogFocus'
import { useEscapeKey } from './useEscapeKey'
import { useScrollLock } from './useScrollLock'
import { useSwipeToClose } from './useSwipeToClose'

/**
 * Props of {@link Dialog}.
 * @example
 * const props: DialogProps = { labelledBy: 'portico-title', onClose: () => {}, children: null }
 */
export type DialogProps = {
  /** Id of the element naming the dialog (the header title). */
  labelledBy: string
  /** Asked to close: Escape or a click outside. The caller decides whether it may. */
  onClose: () => void
  /** 'closing' plays the exit animation; the caller unmounts afterwards. */
  state?: 'open' | 'closing'
  /** Rendered in place in the page: no overlay, no focus trap, no scroll lock. */
  embedded?: boolean
  /** Changes with the view; focus lost by a view change goes back into the dialog. */
  focusKey?: string
  /** Wiggle once, e.g. when a close was refused. */
  shake?: boolean
  children: ReactNode
}

/**
 * An accessible modal dialog: labelled, focus trapped and returned to the opener, closed by
 * Escape or a click on the backdrop, with the page scroll locked while open. On narrow screens
 * it is a bottom sheet with a drag handle: swiping it (or the header) down closes it.
 * @example
 * <Dialog labelledBy="portico-title" onClose={close}>
 *   <Header title="Connect Wallet" titleId="portico-title" onClose={close} />
 * </Dialog>
 */
export function Dialog({
  labelledBy,
  onClose,
  state = 'open',
  embedded = false,
  focusKey,
  shake = false,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const pressedOnBackdrop = useRef(false)
  const modal = !embedded
  useDialogFocus(dialogRef, focusKey, modal)
  useEscapeKey(onClose, modal && state === 'open')
  useScrollLock(modal)
  const swipe = useSwipeToClose(dialogRef, onClose, modal && state === 'open')

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!modal || event.key !== 'Tab' || !dialogRef.current) return
    if (trapTabKey(dialogRef.current, event.shiftKey)) event.preventDefault()
  }

  const dialog = (
    <div
      ref={dialogRef}
      className="portico-dialog"
      role="dialog"
      aria-modal={modal ? 'true' : undefined}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      data-state={state}
      data-embedded={embedded ? '' : undefined}
      data-shake={shake ? '' : undefined}
      data-testid="portico-modal"
      onKeyDown={onKeyDown}
      {...swipe}
    >
      {/* The bottom sheet's drag handle (narrow screens only): swipe down to close. */}
      {modal && <div className="portico-sheet-handle" aria-hidden="true" />}
      {children}
    </div>
  )
  if (embedded) return dialog
  // The backdrop click mirrors Escape, which keyboard users have; the backdrop is no control.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      className="portico-overlay"
      data-state={state}
      data-testid="portico-overlay"
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // Only a press that both started and ended on the backdrop closes: a text selection
        // dragged out of the dialog does not.
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
        pressedOnBackdrop.current = false
      }}
    >
      {dialog}
    </div>
  )
}

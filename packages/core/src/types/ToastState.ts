import type { ToastVariant } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'

/**
 * Options of a toast.
 * @example
 * toast.showLoading('Sending…', { autoClose: false })
 */
export type ToastOptions = {
  /** Icon markup to show instead of the variant's icon. */
  svg?: string
  /** Let the UI hide the toast after its display time. Default: false for loading, else true. */
  autoClose?: boolean
}

/**
 * The toast (spec §3, §4). A new toast while one is open closes it and shows the new one after
 * 150 ms.
 * @example
 * portico.stores.toast.getState().showSuccess('Address copied')
 */
export type ToastState = {
  message: string
  variant: ToastVariant
  svg: string | undefined
  open: boolean
  autoClose: boolean
  showLoading(message: string, options?: ToastOptions): void
  showSuccess(message: string, options?: ToastOptions): void
  /** Shows an error's `shortMessage` (or message); strings are shown as they are. */
  showError(error: unknown, options?: ToastOptions): void
  hide(): void
}

/**
 * The toast store.
 * @example
 * portico.stores.toast.subscribe((s) => s.open && render(s.message))
 */
export type ToastStore = StoreApi<ToastState>

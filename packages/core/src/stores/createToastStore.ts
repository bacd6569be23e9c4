import { TOAST_REPLACE_DELAY_MS, type ToastVariant } from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { ToastOptions, ToastState, ToastStore } from '../types/ToastState'
import type { Scheduler } from '../utils/createScheduler'
import { getErrorMessage } from '../utils/getErrorMessage'

/**
 * The toast of one instance. A toast shown while another is open closes it, and the new one
 * appears 150 ms later.
 * @example
 * const toast = createToastStore(createScheduler())
 * toast.getState().showLoading('Waiting for wallet…')
 */
export function createToastStore(scheduler: Scheduler): ToastStore {
  let cancelPending: (() => void) | undefined
  return createStore<ToastState>()((set, get) => {
    const show = (variant: ToastVariant, message: string, options: ToastOptions = {}) => {
      const next = {
        open: true,
        variant,
        message,
        svg: options.svg,
        autoClose: options.autoClose ?? variant !== 'loading',
      }
      cancelPending?.()
      cancelPending = undefined
      if (!get().open) {
        set(next)
        return
      }
      set({ open: false })
      cancelPending = scheduler.after(TOAST_REPLACE_DELAY_MS, () => {
        cancelPending = undefined
        set(next)
      })
    }
    return {
      message: '',
      variant: 'success',
      svg: undefined,
      open: false,
      autoClose: true,
      showLoading: (message, options) => show('loading', message, options),
      showSuccess: (message, options) => show('success', message, options),
      showError: (error, options) => show('error', getErrorMessage(error), options),
      hide() {
        cancelPending?.()
        cancelPending = undefined
        set({ open: false })
      },
    }
  })
}

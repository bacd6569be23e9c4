import { createStore } from 'zustand/vanilla'
import type { AlertState, AlertStore } from '../types/AlertState'

/**
 * The alert banner (spec §8 Alerts). `once` alerts (e.g. the analytics 403's Invalid App
 * Configuration) show only the first time.
 * @example
 * const alert = createAlertStore()
 * alert.getState().show(ALERTS.PROJECT_ID_NOT_CONFIGURED, 'warning')
 */
export function createAlertStore(): AlertStore {
  return createStore<AlertState>()((set, get) => ({
    alert: undefined,
    variant: 'info',
    open: false,
    shown: [],
    show(alert, variant, options = {}) {
      const { shown } = get()
      if (options.once && shown.includes(alert.shortMessage)) return
      set({
        alert,
        variant,
        open: true,
        shown: options.once ? [...shown, alert.shortMessage] : shown,
      })
    },
    close: () => set({ open: false }),
  }))
}

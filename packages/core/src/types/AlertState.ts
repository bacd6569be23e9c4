import type { Alert } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'

/**
 * Look of an alert.
 * @example
 * const v: AlertVariant = 'warning'
 */
export type AlertVariant = 'info' | 'success' | 'warning' | 'error'

/**
 * The alert banner (spec §8 Alerts; the catalogue is `ALERTS` of @portico/common).
 * @example
 * portico.stores.alert.getState().show(ALERTS.PROJECT_ID_NOT_CONFIGURED, 'warning')
 */
export type AlertState = {
  alert: Alert | undefined
  variant: AlertVariant
  open: boolean
  /** Show `alert`; `once` alerts are shown only the first time they are raised. */
  show(alert: Alert, variant: AlertVariant, options?: { once?: boolean }): void
  close(): void
  /** Short messages of `once` alerts already shown. */
  shown: readonly string[]
}

/**
 * The alert store.
 * @example
 * portico.stores.alert.subscribe((s) => s.open && render(s.alert))
 */
export type AlertStore = StoreApi<AlertState>

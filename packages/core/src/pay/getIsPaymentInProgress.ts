import type { Portico } from '../types/Portico'
import { loadedPayClient } from './loadedPayClients'

/**
 * Whether a payment is open (from `openPay` until it ends). AppKit Pay's
 * `getIsPaymentInProgress`.
 * @example
 * button.disabled = getIsPaymentInProgress(portico)
 */
export function getIsPaymentInProgress(portico: Portico): boolean {
  return loadedPayClient(portico)?.store.getState().isPaymentInProgress ?? false
}

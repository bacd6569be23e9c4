import type { Portico } from '../types/Portico'
import { loadedPayClient } from './loadedPayClients'

/**
 * The last payment's failure sentence ('Payment cancelled', 'Payment timeout', a failure on
 * chain); null when none. AppKit Pay's `getPayError`.
 * @example
 * if (getPayError(portico)) showRetry()
 */
export function getPayError(portico: Portico): string | null {
  return loadedPayClient(portico)?.store.getState().error ?? null
}

import type { Portico } from '../types/Portico'
import { loadedPayClient } from './loadedPayClients'

/**
 * The transaction hash of the last payment that succeeded; undefined before. AppKit Pay's
 * `getPayResult`.
 * @example
 * const hash = getPayResult(portico)
 */
export function getPayResult(portico: Portico): string | undefined {
  return loadedPayClient(portico)?.store.getState().payResult
}

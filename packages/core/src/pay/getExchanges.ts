import type { Portico } from '../types/Portico'
import { loadedPayClient } from './loadedPayClients'
import type { Exchange } from './PaymentAsset'

/**
 * The exchanges loaded for the open payment ([] before one opened). AppKit Pay's `getExchanges`.
 * @example
 * getExchanges(portico).map((e) => e.name) // ['Sandbox Exchange']
 */
export function getExchanges(portico: Portico): Exchange[] {
  return loadedPayClient(portico)?.store.getState().exchanges ?? []
}

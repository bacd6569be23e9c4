import type { Portico } from '../types/Portico'
import { loadEnabledPay } from './loadEnabledPay'
import type { Exchange, GetExchangesParams } from './PaymentAsset'

/**
 * The exchanges the gateway's configuration names that pay out an asset (all of them without
 * one). AppKit Pay's `getAvailableExchanges`.
 * @example
 * const { exchanges, total } = await getAvailableExchanges(portico, { network: 'eip155:8453', asset: 'native' })
 */
export async function getAvailableExchanges(
  portico: Portico,
  params?: GetExchangesParams,
): Promise<{ exchanges: Exchange[]; total: number }> {
  return (await loadEnabledPay(portico)).getAvailableExchanges(params)
}

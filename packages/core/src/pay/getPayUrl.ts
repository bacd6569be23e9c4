import type { Portico } from '../types/Portico'
import { loadEnabledPay } from './loadEnabledPay'
import type { PayUrlParams, PayUrlResponse } from './PaymentAsset'

/**
 * Record a payment at the gateway and get an exchange's hosted page for it, without the modal.
 * The payment's id is the gateway's; its `sessionId` the exchange's. AppKit Pay's `getPayUrl`.
 * @example
 * const { url } = await getPayUrl(portico, 'sandbox', { network: 'eip155:31337', asset: 'native', amount: '0.01', recipient })
 */
export async function getPayUrl(
  portico: Portico,
  exchangeId: string,
  params: PayUrlParams,
): Promise<PayUrlResponse> {
  return (await loadEnabledPay(portico)).getPayUrl(exchangeId, params)
}

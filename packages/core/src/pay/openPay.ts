import type { Portico } from '../types/Portico'
import { loadEnabledPay } from './loadEnabledPay'
import type { PaymentOptions } from './PaymentAsset'

/**
 * Open the Pay view for a payment without waiting for its end (read it with `getPayResult`,
 * `getPayError` or `subscribePayState`). Rejects with PayError on bad options, with
 * `features.pay` off, or while another payment is open. AppKit Pay's `openPay`.
 * @example
 * await openPay(portico, { paymentAsset: baseETH, recipient: '0x7099…79C8', amount: '0.01' })
 */
export async function openPay(portico: Portico, options: PaymentOptions): Promise<void> {
  return (await loadEnabledPay(portico)).openPay(options)
}

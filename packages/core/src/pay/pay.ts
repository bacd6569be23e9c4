import type { Portico } from '../types/Portico'
import { loadEnabledPay } from './loadEnabledPay'
import type { PaymentOptions, PaymentResult } from './PaymentAsset'

/**
 * Ask for a payment: validates the options (PayError before anything shows), opens the Pay view,
 * and resolves with how it ended — `{ success: true, result: txHash }`, or `{ success: false,
 * error }` when it failed on chain, the visitor cancelled ('Payment cancelled') or `timeoutMs`
 * passed ('Payment timeout', default 5 minutes). Rejects with PayError `PAY_DISABLED` when
 * `features.pay` is off, `PAYMENT_IN_PROGRESS` while another payment is open. AppKit Pay's `pay`.
 * @example
 * const { success, result, error } = await pay(portico, {
 *   paymentAsset: baseUSDC,
 *   recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
 *   amount: 12.5,
 * })
 */
export async function pay(
  portico: Portico,
  options: PaymentOptions,
  timeoutMs?: number,
): Promise<PaymentResult> {
  return (await loadEnabledPay(portico)).pay(options, timeoutMs)
}

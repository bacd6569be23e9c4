import type { PaymentFailureReason, PaymentVerification } from './PaymentVerification'

/**
 * A `{ verified: false }` verdict with its reason and sentence.
 * @example
 * return refusePayment('PENDING', `Transaction ${hash} is not mined yet`)
 */
export const refusePayment = (
  reason: PaymentFailureReason,
  message: string,
): PaymentVerification => ({ verified: false, reason, message })

/**
 * Two addresses (or hashes) of a namespace are the same: EVM ones whatever their case.
 * @example
 * sameOnChain('eip155', '0xAbC…', '0xabc…') // true
 */
export const sameOnChain = (namespace: string, a: string, b: string) =>
  namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b

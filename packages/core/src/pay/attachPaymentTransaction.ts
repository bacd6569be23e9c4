import type { PaymentRecord } from '@portico/common/schemas/api'
import { ApiHttpError } from '../api/apiErrors'
import type { PayContext, PaySession } from './PayContext'
import { toPayError } from './toPayError'

const isTransactionUnknown = (error: ApiHttpError) =>
  (error.body as { code?: unknown } | null)?.code === 'PAYMENT_TRANSACTION_UNKNOWN'

/**
 * Tells the gateway the wallet's transaction, trying again while the connection drops or the
 * gateway's node has not seen the transaction yet (it checks the reference there first).
 * @example
 * const record = await attachPaymentTransaction(ctx, s, hash)
 */
export async function attachPaymentTransaction(
  ctx: PayContext,
  s: PaySession,
  hash: string,
): Promise<PaymentRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.api.attachTransaction(s.paymentId, hash)
    } catch (error) {
      const retry = !(error instanceof ApiHttpError) || isTransactionUnknown(error)
      if (!retry || attempt >= 6) throw toPayError(error, 'GENERIC_PAYMENT_ERROR')
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
    }
  }
}

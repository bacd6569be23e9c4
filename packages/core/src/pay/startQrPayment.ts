import { followPaymentRecord } from './followPaymentRecord'
import { openSession, type PayContext } from './PayContext'
import { onOpenRecord } from './renewPayment'
import { toPayError } from './toPayError'

/**
 * Pays the open payment by a phone wallet: the gateway makes the record's EIP-681 / Solana Pay
 * URI, PayQr shows it, and the record is followed until the gateway sees the payment on chain.
 * @example
 * await startQrPayment(ctx)
 */
export async function startQrPayment(ctx: PayContext): Promise<void> {
  const s = openSession(ctx)
  if (!s) return
  const { set } = ctx
  s.following?.abort()
  set({
    currentPayment: { type: 'qr', status: 'IN_PROGRESS' },
    error: null,
    insufficientBalance: undefined,
    qrUri: undefined,
    isLoading: true,
  })
  ctx.emit({
    event: 'PAY_INITIATED',
    properties: { paymentId: s.paymentId, method: 'qr', network: s.valid.paymentAsset.network },
  })
  try {
    const { uri } = await onOpenRecord(ctx, s, (id) => ctx.api.startQr(id))
    if (s.ended) return
    set({ qrUri: uri, isLoading: false })
    ctx.portico.push({ view: 'PayQr' })
    followPaymentRecord(ctx, s)
  } catch (error) {
    if (s.ended) return
    set({
      isLoading: false,
      currentPayment: undefined,
      error: toPayError(error, 'UNABLE_TO_INITIATE_PAYMENT').shortMessage,
    })
  }
}

import type { PaymentRecord } from '@portico/common/schemas/api'
import { EMPTY_PAY_STATE } from './emptyPayState'
import { openSession, type PayContext, type PaySession } from './PayContext'
import { PayError } from './PayError'
import type { Exchange, GetExchangesParams, PaymentOptions } from './PaymentAsset'
import { toPayError } from './toPayError'
import { validatePaymentOptions } from './validatePaymentOptions'
import { watchPayModal } from './watchPayModal'

/** Lists the exchanges that serve an asset, the site's filters applied. */
type LoadExchanges = (params: GetExchangesParams) => Promise<{ exchanges: Exchange[] }>

/**
 * Opens a new payment: validates what the site asks (bad input refused before anything
 * shows), makes the gateway's record, loads the exchanges alongside and shows the Pay view. One
 * payment at a time: a second while one is open is refused.
 * @example
 * const s = await startPayment(ctx, { paymentAsset, recipient, amount: 12.5 }, loadExchanges)
 */
export async function startPayment(
  ctx: PayContext,
  paymentOptions: PaymentOptions,
  loadExchanges: LoadExchanges,
): Promise<PaySession> {
  if (openSession(ctx)) throw new PayError('PAYMENT_IN_PROGRESS')
  const { portico, set } = ctx
  const valid = validatePaymentOptions(paymentOptions, portico.options.networks)
  const s: PaySession = {
    valid,
    options: paymentOptions,
    paymentId: '',
    ended: false,
    waiters: [],
    following: undefined,
    reopenAfterConnect: false,
    stopWatching: () => {},
    timer: undefined,
    outcome: undefined,
  }
  // Taken before the first await: a second call meanwhile is refused, not run alongside.
  ctx.session = s
  set({ ...EMPTY_PAY_STATE, isLoading: true, isPaymentInProgress: true })
  let record: PaymentRecord
  try {
    record = await ctx.api.createPayment({
      network: valid.paymentAsset.network,
      asset: valid.paymentAsset.asset,
      amount: valid.amount,
      recipient: valid.recipient,
    })
  } catch (cause) {
    s.ended = true
    const error = toPayError(cause, 'UNABLE_TO_INITIATE_PAYMENT')
    set({ isLoading: false, isPaymentInProgress: false, error: error.shortMessage })
    throw error
  }
  // A token's metadata is the site's word; the gateway read its decimals on chain. A mismatch
  // would send a thousand times too much or too little: refused before anything shows.
  const { decimals } = valid.paymentAsset.metadata
  if (record.decimals !== undefined && record.decimals !== decimals) {
    s.ended = true
    const error = new PayError('INVALID_ASSET', {
      details: `${valid.paymentAsset.asset} has ${record.decimals} decimals on ${valid.paymentAsset.network}, not ${decimals}`,
    })
    set({ isLoading: false, isPaymentInProgress: false, error: error.shortMessage })
    throw error
  }
  // Cancelled while the record was being made: nothing shows.
  if (s.ended) return s
  s.paymentId = record.id
  set({
    request: {
      paymentAsset: valid.paymentAsset,
      recipient: valid.recipient,
      amount: valid.amount,
      paymentId: record.id,
      options: paymentOptions,
    },
    payment: record,
  })
  const filters = paymentOptions.payWithExchange
  void loadExchanges({
    network: valid.paymentAsset.network,
    asset: valid.paymentAsset.asset,
    ...(filters?.includeOnly && { includeOnly: filters.includeOnly }),
    ...(filters?.exclude && { exclude: filters.exclude }),
  })
    .then(
      ({ exchanges }) => !s.ended && set({ exchanges }),
      (error: unknown) =>
        portico.options.logger.warn('Portico: the exchanges for Pay did not load', error),
    )
    .finally(() => !s.ended && set({ isLoading: false }))
  ctx.emit({
    event: 'PAY_MODAL_OPEN',
    properties: {
      paymentId: record.id,
      network: valid.paymentAsset.network,
      asset: valid.paymentAsset.asset,
      amount: valid.amount,
    },
  })
  await portico.open({ view: { view: 'Pay' } })
  if (!s.ended) s.stopWatching = watchPayModal(ctx, s)
  return s
}

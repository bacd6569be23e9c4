import type { Portico } from '../types/Portico'
import { createPayContext } from './createPayContext'
import { endPayment, PAYMENT_CANCELLED, PAYMENT_TIMEOUT } from './endPayment'
import { openBlankWindow, showPayPage } from './openPayWindow'
import type { PayClient } from './PayClient'
import { openSession, type PayClientSettings } from './PayContext'
import { PayError } from './PayError'
import type { PaymentResult } from './PaymentAsset'
import { payFromWallet } from './payFromWallet'
import { payWithExchange } from './payWithExchange'
import { startPayment } from './startPayment'
import { startQrPayment } from './startQrPayment'
import { toPayError } from './toPayError'
import { validatePaymentOptions } from './validatePaymentOptions'

/** AppKit Pay's default wait of `pay()`. */
const DEFAULT_TIMEOUT_MS = 300_000

/**
 * The pay client of one Portico instance (the Pay chunk that `loadPayClient` imports): one
 * payment at a time, from `openPay` until it succeeds or fails on chain, the visitor cancels
 * (closing the modal) or `pay()`'s time runs out. Every way to pay works on the gateway's record
 * of the payment, which the site's server can verify by its id.
 * @example
 * const payClient = createPayClient(portico)
 * const { success, result } = await payClient.pay({ paymentAsset: baseUSDC, recipient, amount: 12.5 })
 */
export function createPayClient(portico: Portico, settings: PayClientSettings = {}): PayClient {
  const { options } = portico
  const ctx = createPayContext(portico, settings)
  const { api } = ctx
  const decimalsOf = (params: { network: string; asset: string }) =>
    params.asset === 'native'
      ? (options.networks.find((n) => n.caipNetworkId === params.network)?.nativeCurrency
          .decimals ?? 255)
      : 255

  const client: PayClient = {
    store: ctx.store,

    async openPay(paymentOptions) {
      await startPayment(ctx, paymentOptions, client.getAvailableExchanges)
    },

    async pay(paymentOptions, timeoutMs = DEFAULT_TIMEOUT_MS) {
      if (!(timeoutMs > 0)) {
        throw new PayError('INVALID_PAYMENT_CONFIG', { details: 'Timeout must be greater than 0' })
      }
      const s = await startPayment(ctx, paymentOptions, client.getAvailableExchanges)
      if (s.outcome) return s.outcome
      return new Promise<PaymentResult>((resolve) => {
        s.waiters.push(resolve)
        s.timer = setTimeout(
          () => endPayment(ctx, s, { success: false, error: PAYMENT_TIMEOUT }),
          timeoutMs,
        )
      })
    },

    async getAvailableExchanges(params = {}) {
      try {
        const answer = await api.getExchanges({
          network: params.network,
          asset: params.asset,
          ...(params.page !== undefined && { page: params.page }),
        })
        const { includeOnly, exclude } = params
        const exchanges = answer.exchanges.filter(
          (e) => (!includeOnly || includeOnly.includes(e.id)) && !exclude?.includes(e.id),
        )
        const filtered = exchanges.length !== answer.exchanges.length
        return { exchanges, total: filtered ? exchanges.length : answer.total }
      } catch (error) {
        throw toPayError(error, 'UNABLE_TO_GET_EXCHANGES')
      }
    },

    async getPayUrl(exchangeId, params) {
      // No metadata here: the gateway reads the token's decimals on chain and refuses an
      // amount finer than them; this checks the network, the asset's form, the amount's sign
      // and the recipient.
      const valid = validatePaymentOptions(
        {
          paymentAsset: {
            network: params.network,
            asset: params.asset,
            metadata: { name: params.asset, symbol: params.asset, decimals: decimalsOf(params) },
          },
          recipient: params.recipient,
          amount: params.amount,
        },
        options.networks,
      )
      try {
        const record = await api.createPayment({
          network: params.network,
          asset: params.asset,
          amount: valid.amount,
          recipient: valid.recipient,
        })
        return await api.startExchange(record.id, exchangeId)
      } catch (error) {
        throw toPayError(error, 'UNABLE_TO_GET_PAY_URL')
      }
    },

    async openPayUrl(exchangeId, params, openInNewTab = true) {
      const popup = openInNewTab ? openBlankWindow() : undefined
      try {
        const answer = await client.getPayUrl(exchangeId, params)
        showPayPage(popup, answer.url, openInNewTab)
        return answer
      } catch (error) {
        popup?.close()
        throw error
      }
    },

    payFromWallet: () => payFromWallet(ctx),
    payWithExchange: (exchangeId) => payWithExchange(ctx, exchangeId),
    startQr: () => startQrPayment(ctx),

    cancel() {
      const s = openSession(ctx)
      if (s) endPayment(ctx, s, { success: false, error: PAYMENT_CANCELLED })
    },

    clearError() {
      ctx.set({ error: null, insufficientBalance: undefined })
    },
  }
  return client
}

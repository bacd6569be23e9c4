import { followPaymentRecord } from './followPaymentRecord'
import { openBlankWindow, showPayPage } from './openPayWindow'
import { openSession, type PayContext } from './PayContext'
import { onOpenRecord } from './renewPayment'
import { toPayError } from './toPayError'

/** The site's `redirectUrl.success` as the exchange needs it: absolute (a relative one resolved on the page). */
const absoluteUrl = (value: string | undefined): string | undefined => {
  if (!value) return undefined
  const base = (globalThis as { location?: { href?: string } }).location?.href
  return URL.canParse(value, base) ? new URL(value, base).href : undefined
}

/**
 * Pays the open payment from an exchange account: the gateway makes the exchange's hosted page
 * for the record, which opens (in a new tab unless the site said otherwise) while PayExchange
 * follows the record until it is on chain.
 * @example
 * await payWithExchange(ctx, 'sandbox')
 */
export async function payWithExchange(ctx: PayContext, exchangeId: string): Promise<void> {
  const s = openSession(ctx)
  if (!s) return
  const { set } = ctx
  const newTab = s.options.openInNewTab !== false
  // Opened before the first await, inside the visitor's click.
  const popup = newTab ? openBlankWindow() : undefined
  s.following?.abort()
  set({
    currentPayment: { type: 'exchange', exchangeId, status: 'IN_PROGRESS' },
    error: null,
    insufficientBalance: undefined,
    exchangeUrl: undefined,
    isLoading: true,
  })
  ctx.emit({
    event: 'PAY_INITIATED',
    properties: {
      paymentId: s.paymentId,
      method: 'exchange',
      exchangeId,
      network: s.valid.paymentAsset.network,
    },
  })
  try {
    const returnUrl = absoluteUrl(s.options.redirectUrl?.success)
    const { url, sessionId } = await onOpenRecord(ctx, s, (id) =>
      ctx.api.startExchange(id, exchangeId, returnUrl),
    )
    if (s.ended) {
      popup?.close()
      return
    }
    set({ exchangeUrl: url, isLoading: false })
    ctx.setCurrent({ sessionId })
    ctx.portico.push({ view: 'PayExchange' })
    showPayPage(popup, url, newTab)
    followPaymentRecord(ctx, s)
  } catch (error) {
    popup?.close()
    if (s.ended) return
    set({
      isLoading: false,
      currentPayment: undefined,
      error: toPayError(error, 'UNABLE_TO_GET_PAY_URL').shortMessage,
    })
  }
}

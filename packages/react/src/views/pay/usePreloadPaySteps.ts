import { useEffect } from 'react'
import { LazyPayExchangeView } from './PayExchange/LazyPayExchangeView'
import { LazyPayQrView } from './PayQr/LazyPayQrView'
import { LazyPayResultView } from './PayResult/LazyPayResultView'

/**
 * Fetches the chunks of the views a payment moves to (the exchange's wait, the QR code, the
 * result) while the visitor reads the Pay view: a view whose chunk is still on its way shows a
 * spinner for ~300 ms first.
 * @example
 * usePreloadPaySteps()
 */
export function usePreloadPaySteps(): void {
  useEffect(() => {
    for (const view of [LazyPayExchangeView, LazyPayQrView, LazyPayResultView])
      view.preload().catch(() => undefined)
  }, [])
}

import type { Portico } from '../types/Portico'
import { loadEnabledPay } from './loadEnabledPay'
import { openBlankWindow, showPayPage } from './openPayWindow'
import type { PayUrlParams, PayUrlResponse } from './PaymentAsset'

/**
 * `getPayUrl`, then show the page: in a new tab (default; opened at once, inside the caller's
 * click, so no pop-up blocker stops it) or in this one. AppKit Pay's `openPayUrl`.
 * @example
 * button.onclick = () => openPayUrl(portico, 'sandbox', { network, asset: 'native', amount: '0.01', recipient })
 */
export async function openPayUrl(
  portico: Portico,
  exchangeId: string,
  params: PayUrlParams,
  openInNewTab = true,
): Promise<PayUrlResponse> {
  const enabled = portico.stores.options.getState().options.features.pay
  const popup = openInNewTab && enabled ? openBlankWindow() : undefined
  try {
    const answer = await (await loadEnabledPay(portico)).getPayUrl(exchangeId, params)
    showPayPage(popup, answer.url, openInNewTab)
    return answer
  } catch (error) {
    popup?.close()
    throw error
  }
}

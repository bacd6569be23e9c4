/**
 * A window the exchange's page goes into: opened blank at once, inside the visitor's click (a
 * window opened after an await is a blocked pop-up), and given its address when the gateway
 * answers. Undefined outside a browser or when the page's window refused.
 * @example
 * const popup = openBlankWindow()
 * const { url } = await api.startExchange(id, 'sandbox')
 * showPayPage(popup, url, true)
 */
export function openBlankWindow(): Window | undefined {
  if (typeof window === 'undefined' || typeof window.open !== 'function') return undefined
  return window.open('', '_blank') ?? undefined
}

/**
 * Show an exchange's hosted page: in the window opened for it (or a new one when that was
 * blocked or closed), or, with `newTab` false, in this tab. Returns the window it went into.
 * @example
 * showPayPage(popup, 'http://127.0.0.1:5177/pay/s_1', true)
 */
export function showPayPage(
  popup: Window | undefined,
  url: string,
  newTab: boolean,
): Window | undefined {
  if (typeof window === 'undefined') return undefined
  if (!newTab) {
    window.location.assign(url)
    return undefined
  }
  if (popup && !popup.closed) {
    popup.location.href = url
    return popup
  }
  return window.open(url, '_blank') ?? undefined
}

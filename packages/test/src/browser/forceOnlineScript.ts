/**
 * An init script making `navigator.onLine` true and swallowing `offline` events.
 *
 * A Chromium that can only reach 127.0.0.1 may decide it is offline; the WalletConnect SDK then
 * refuses to open its relay socket. Add it to pages that use WalletConnect:
 * `newPage(browser, { forceOnline: true })` or `context.addInitScript(forceOnlineScript)`.
 *
 * @example
 * await page.addInitScript(forceOnlineScript)
 */
export const forceOnlineScript = `(() => {
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true })
  window.addEventListener('offline', (event) => event.stopImmediatePropagation(), true)
})()`

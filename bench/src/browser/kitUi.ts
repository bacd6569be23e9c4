/**
 * Where a kit's page shows what the browser benchmarks wait for: its connect button, and the
 * entry of the bench's announced wallet ("Bench Wallet") once the modal lists wallets. Both are
 * looked for in the page and in every open shadow root, so a kit built from web components
 * (AppKit) is measured by the same rules as one in the light DOM.
 * @example
 * await measurePage(browser, url, { open: true, ui: PORTICO_UI })
 */
export type KitUi = {
  /** A CSS selector of the connect button, and the text it must contain where that is needed. */
  button: { selector: string; text?: string }
  /** The wallet list is up once an element matching this shows. */
  walletEntry: { selector: string; text?: string }
  /**
   * A JS file the modal needs (Portico's `Modal-*.js`): after the pointer reaches the button,
   * the click waits until it has arrived. Kits that fetch nothing ahead of the click leave it out.
   */
  modalChunk?: RegExp
}

/** Portico's button and wallet tile, by their test ids. */
export const PORTICO_UI: KitUi = {
  button: { selector: '[data-testid="portico-connect-button"]' },
  walletEntry: { selector: '[data-testid="portico-wallet-org.portico.bench"]' },
  modalChunk: /\/Modal-[^/]*\.js$/,
}

/**
 * What the WalletConnect rules need to know of the browser (read by `readBrowserTraits`).
 * @example
 * const traits: BrowserTraits = { userAgent: navigator.userAgent, maxTouchPoints: 5 }
 */
export type BrowserTraits = {
  userAgent: string
  /** `navigator.maxTouchPoints`: an iPad asking for desktop pages says Macintosh, with touch. */
  maxTouchPoints?: number
  /** Telegram's in-app web view bridge is on the page (`TelegramWebviewProxy`, a Mini App). */
  telegramWebView?: boolean
}

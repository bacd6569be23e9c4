import type { BrowserTraits } from './BrowserTraits'

type TelegramWindow = {
  TelegramWebviewProxy?: unknown
  TelegramWebviewProxyProto?: unknown
  Telegram?: { WebApp?: { platform?: string } }
}

/**
 * The {@link BrowserTraits} of the page's browser; an empty user agent on the server.
 * @example
 * if (isIosSafariOrTelegram(readBrowserTraits())) pairNow()
 */
export function readBrowserTraits(): BrowserTraits {
  if (typeof navigator === 'undefined') return { userAgent: '' }
  const page = (typeof window === 'undefined' ? {} : window) as TelegramWindow
  // Telegram's apps inject the proxy into their web views; telegram-web-app.js outside
  // Telegram reports the platform 'unknown'.
  const platform = page.Telegram?.WebApp?.platform
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    telegramWebView:
      page.TelegramWebviewProxy !== undefined ||
      page.TelegramWebviewProxyProto !== undefined ||
      (platform !== undefined && platform !== 'unknown'),
  }
}

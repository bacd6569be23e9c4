import type { BrowserTraits } from './BrowserTraits'

/**
 * Whether the browser is iOS Safari (any iOS browser with Safari's engine and token, as an
 * iPad asking for desktop pages too) or Telegram's in-app browser: the browsers of spec §4's
 * pairing rule, where a wallet's link must open in the very tap that picks it, so the pairing
 * uri has to exist before the visitor picks a wallet.
 * @example
 * isIosSafariOrTelegram({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints })
 */
export function isIosSafariOrTelegram(traits: BrowserTraits): boolean {
  const ua = traits.userAgent
  if (traits.telegramWebView || /\bTelegram-Android\//.test(ua)) return true
  const ios =
    /\b(iPhone|iPad|iPod)\b/.test(ua) ||
    (/\bMacintosh\b/.test(ua) && (traits.maxTouchPoints ?? 0) > 1)
  return ios && /\bSafari\//.test(ua)
}

/**
 * Whether the page runs on a phone or tablet: a mobile user agent, or a coarse pointer on a
 * narrow screen. False on the server.
 * @example
 * if (detectMobile()) showDeepLinks()
 */
export function detectMobile(): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(navigator.userAgent)) return true
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false
  return coarse && window.innerWidth < 768
}

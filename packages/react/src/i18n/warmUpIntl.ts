import type { Locale } from '@portico/common'

/**
 * Makes the page's first `Intl.NumberFormat` for `locale` now. The first one a page makes loads
 * the engine's number data for the locale, about 20 ms on a slow machine; done while the browser
 * is idle, that cost leaves the click that opens the modal (its wallet count is formatted).
 * @example
 * whenIdle(() => warmUpIntl('en'))
 */
export function warmUpIntl(locale: Locale): void {
  new Intl.NumberFormat(locale).format(0)
}

import type { Locale } from '@portico/common'
import { shallowEqual, usePorticoClient, useStoreValue } from './clientHooks'

/**
 * The modal's language and its setter.
 * @example
 * const { locale, setLocale } = useLocale()
 */
export type UseLocaleReturn = {
  /** One of `SUPPORTED_LOCALES`. */
  locale: Locale
  /** Another language; a regional tag ('fr-CA') is matched to a shipped one, else English. */
  setLocale(locale: Locale | string): void
}

/**
 * Read and change the language of the modal and buttons; Arabic and Hebrew mirror the layout.
 * @example
 * const { locale, setLocale } = useLocale()
 * return <select value={locale} onChange={(e) => setLocale(e.target.value)}>…</select>
 */
export function useLocale(): UseLocaleReturn {
  const client = usePorticoClient()
  return useStoreValue(
    client.stores.theme,
    (s) => ({ locale: s.locale, setLocale: s.setLocale }),
    shallowEqual,
  )
}

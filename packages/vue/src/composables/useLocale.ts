import type { Locale } from '@portico/common'
import { type ComputedRef, computed } from 'vue'
import { storeRef } from './storeRef'
import { usePorticoClient } from './usePorticoClient'

/**
 * The modal's language as a ref, and how to change it.
 * @example
 * const { locale, setLocale } = useLocale()
 */
export type UseLocaleReturn = {
  /** One of `SUPPORTED_LOCALES`. */
  locale: ComputedRef<Locale>
  /** Another language; a regional tag ('fr-CA') is matched to a shipped one, else English. */
  setLocale(locale: Locale | string): void
}

/**
 * The language of the modal and the buttons.
 * @example
 * const { locale, setLocale } = useLocale()
 * setLocale('de')
 */
export function useLocale(): UseLocaleReturn {
  const client = usePorticoClient()
  const locale = storeRef(client.stores.theme, (s) => s.locale)
  return {
    locale: computed(() => locale.value),
    setLocale: (next) => client.stores.theme.getState().setLocale(next),
  }
}

import type { Portico } from '@portico/core'
import { useEffect, useState } from 'react'
import { useStoreValue } from '../hooks/clientHooks'
import { loadModalTranslator } from '../loading/loadModal'
import type { Translator } from './Translator'

/**
 * Loads the translator of the client's locale (and again whenever it changes), with the modal's
 * code, which carries the message formatter: a visitor reading another language gets the modal
 * fetched at once rather than when the browser is idle. English needs
 * nothing until another language has been shown: the buttons carry their English words and
 * the modal its English messages. Until a locale's chunk arrives the previous translator
 * stays, so a switch never blanks the page.
 * @example
 * const translator = useLocaleTranslator(client)
 */
export function useLocaleTranslator(client: Portico): Translator | null {
  const locale = useStoreValue(client.stores.theme, (s) => s.locale)
  const [translator, setTranslator] = useState<Translator | null>(null)
  const needed = locale !== 'en' || translator !== null
  useEffect(() => {
    if (!needed) return
    let active = true
    loadModalTranslator(locale).then(
      (loaded) => active && setTranslator(loaded),
      (error: unknown) => {
        // A chunk that fails to load (offline, a redeploy) leaves the last language in place.
        client.options.logger.warn(`Portico could not load the ${locale} messages`, error)
      },
    )
    return () => {
      active = false
    }
  }, [client, locale, needed])
  return translator
}

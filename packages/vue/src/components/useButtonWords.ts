import type { Locale } from '@portico/common'
import {
  type ButtonMessages,
  englishButtonMessages,
  loadButtonMessages,
} from '@portico/react/vanilla'
import { type ShallowRef, shallowRef, watch } from 'vue'
import { storeRef } from '../composables/storeRef'
import { usePorticoClient } from '../composables/usePorticoClient'

/**
 * The page-level buttons' words in the client's locale, following changes; English until another
 * language's few words have loaded (the modal's catalogue stays out of the first load).
 * @example
 * const words = useButtonWords()
 * words.value['button.connect'] // 'Wallet verbinden' in German
 */
export function useButtonWords(): Readonly<ShallowRef<ButtonMessages>> {
  const client = usePorticoClient()
  const locale = storeRef(client.stores.theme, (s) => s.locale)
  const words = shallowRef<ButtonMessages>(englishButtonMessages)
  if (typeof window === 'undefined') return words
  watch(
    locale,
    (wanted: Locale) => {
      loadButtonMessages(wanted).then(
        (loaded) => {
          // A later change of language wins over a slower load of an earlier one.
          if (locale.value === wanted) words.value = loaded
        },
        (error: unknown) =>
          client.options.logger.warn(`Portico could not load the ${wanted} messages`, error),
      )
    },
    { immediate: true },
  )
  return words
}

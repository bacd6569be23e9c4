import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Italian messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Collega wallet',
  'button.connecting': 'Connessione…',
  'button.network': 'Rete',
  'button.wrongNetwork': 'Rete errata',
}

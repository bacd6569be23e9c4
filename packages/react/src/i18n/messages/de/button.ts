import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** German messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Wallet verbinden',
  'button.connecting': 'Verbinde…',
  'button.network': 'Netzwerk',
  'button.wrongNetwork': 'Falsches Netzwerk',
}

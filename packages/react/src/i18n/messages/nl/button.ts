import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Dutch messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Wallet verbinden',
  'button.connecting': 'Verbinden…',
  'button.network': 'Netwerk',
  'button.wrongNetwork': 'Verkeerd netwerk',
}

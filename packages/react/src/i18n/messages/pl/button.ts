import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Polish messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Połącz portfel',
  'button.connecting': 'Łączenie…',
  'button.network': 'Sieć',
  'button.wrongNetwork': 'Niewłaściwa sieć',
}

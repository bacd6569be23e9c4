import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Portuguese (Brazil) messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Conectar carteira',
  'button.connecting': 'Conectando…',
  'button.network': 'Rede',
  'button.wrongNetwork': 'Rede incorreta',
}

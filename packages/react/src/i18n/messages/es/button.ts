import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Spanish messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Conectar billetera',
  'button.connecting': 'Conectando…',
  'button.network': 'Red',
  'button.wrongNetwork': 'Red incorrecta',
}

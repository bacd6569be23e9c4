import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Turkish messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Cüzdan Bağla',
  'button.connecting': 'Bağlanıyor…',
  'button.network': 'Ağ',
  'button.wrongNetwork': 'Yanlış ağ',
}

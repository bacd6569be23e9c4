import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Indonesian messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Hubungkan Dompet',
  'button.connecting': 'Menghubungkan…',
  'button.network': 'Jaringan',
  'button.wrongNetwork': 'Jaringan salah',
}

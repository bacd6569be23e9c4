import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Hebrew messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'חיבור ארנק',
  'button.connecting': 'מתחבר…',
  'button.network': 'רשת',
  'button.wrongNetwork': 'רשת שגויה',
}

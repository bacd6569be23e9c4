import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Ukrainian messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Підключити гаманець',
  'button.connecting': 'Підключення…',
  'button.network': 'Мережа',
  'button.wrongNetwork': 'Неправильна мережа',
}

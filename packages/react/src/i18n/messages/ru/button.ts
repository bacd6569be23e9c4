import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Russian messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Подключить кошелёк',
  'button.connecting': 'Подключение…',
  'button.network': 'Сеть',
  'button.wrongNetwork': 'Неверная сеть',
}

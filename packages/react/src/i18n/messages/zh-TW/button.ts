import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Chinese (traditional) messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': '連接錢包',
  'button.connecting': '連接中…',
  'button.network': '網路',
  'button.wrongNetwork': '網路錯誤',
}

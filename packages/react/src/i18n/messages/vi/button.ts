import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Vietnamese messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Kết nối ví',
  'button.connecting': 'Đang kết nối…',
  'button.network': 'Mạng',
  'button.wrongNetwork': 'Sai mạng',
}

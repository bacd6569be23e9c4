import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Chinese (simplified) messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': '连接钱包',
  'button.connecting': '连接中…',
  'button.network': '网络',
  'button.wrongNetwork': '网络错误',
}

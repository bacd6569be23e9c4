import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Korean messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': '지갑 연결',
  'button.connecting': '연결 중…',
  'button.network': '네트워크',
  'button.wrongNetwork': '잘못된 네트워크',
}

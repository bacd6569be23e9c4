import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Japanese messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'ウォレットを接続',
  'button.connecting': '接続中…',
  'button.network': 'ネットワーク',
  'button.wrongNetwork': 'ネットワークが違います',
}

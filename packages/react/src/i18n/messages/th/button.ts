import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Thai messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'เชื่อมต่อกระเป๋าเงิน',
  'button.connecting': 'กำลังเชื่อมต่อ…',
  'button.network': 'เครือข่าย',
  'button.wrongNetwork': 'เครือข่ายไม่ถูกต้อง',
}

import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Arabic messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'ربط المحفظة',
  'button.connecting': 'جارٍ الربط…',
  'button.network': 'الشبكة',
  'button.wrongNetwork': 'شبكة خاطئة',
}

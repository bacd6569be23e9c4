import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** Hindi messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'वॉलेट कनेक्ट करें',
  'button.connecting': 'कनेक्ट हो रहा है…',
  'button.network': 'नेटवर्क',
  'button.wrongNetwork': 'गलत नेटवर्क',
}

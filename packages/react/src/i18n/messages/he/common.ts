import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Hebrew messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'חזרה',
  'common.close': 'סגירה',
  'common.tryAgain': 'ניסיון חוזר',
  'common.loadMore': 'טעינת עוד',
  'common.testnet': 'רשת בדיקה',
  'common.status.failed': 'נכשלה',
  'common.status.pending': 'ממתינה',
  'common.link.opensExplorer': '(פותח את סייר הבלוקים)',
  'common.nft.held': '{amount} בבעלותך',
}

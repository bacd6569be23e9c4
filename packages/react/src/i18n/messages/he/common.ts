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
  'common.networks.label': 'רשתות',
  'common.networks.unavailable': 'לא זמינה עם הארנק הזה',
  'common.unsupportedChain.notice':
    'האפליקציה הזו לא תומכת ברשת הנוכחית שלך. כדי להמשיך, יש לעבור לרשת נתמכת.',
  'common.unsupportedChain.label': 'רשתות נתמכות',
  'common.notAvailable.title': 'לא זמין',
  'common.notAvailable.text': 'התכונה הזו אינה זמינה באפליקציה הזו.',
  'common.notAvailable.back': 'חזרה',
  'common.disconnect': 'ניתוק',
}

import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Hebrew messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'חיבור ארנק',
  'titles.allWallets': 'כל הארנקים',
  'titles.account': 'חשבון',
  'titles.networks': 'בחירת רשת',
  'titles.unsupportedChain': 'החלפת רשת',
  'titles.siwxSignMessage': 'התחברות',
  'titles.walletSend': 'שליחה',
  'titles.walletSendSelectToken': 'בחירת טוקן',
  'titles.walletSendPreview': 'בדיקת השליחה',
  'titles.walletSendSent': 'העסקה נשלחה',
  'titles.swap': 'המרה',
  'titles.swapSelectTokenFrom': 'בחירת טוקן למכירה',
  'titles.swapSelectTokenTo': 'בחירת טוקן לקנייה',
  'titles.swapPreview': 'בדיקת ההמרה',
  'titles.walletReceive': 'קבלה',
  'titles.onRampProviders': 'קנייה',
  'titles.onRampBuy': 'קניית קריפטו',
  'titles.onRampWaiting': 'מתבצעת קנייה',
  'titles.whatIsAWallet': 'מה זה ארנק?',
  'titles.emailVerifyOtp': 'אימות אימייל',
  'titles.emailVerifyDevice': 'רישום מכשיר',
  'titles.approveTransaction': 'אישור עסקה',
  'titles.connectSocials': 'כל הרשתות החברתיות',
  'titles.updateEmail': 'עריכת אימייל',
  'titles.updateEmailPrimaryOtp': 'אימות האימייל הנוכחי',
  'titles.updateEmailSecondaryOtp': 'אימות האימייל החדש',
  'titles.registerAccountName': 'בחירת שם',
  'titles.registerAccountNameSuccess': 'השם נרשם',
}

import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Hebrew messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'טוען ספקים',
  'onramp.providers.none': 'אין ספק שמוכר קריפטו עבור הרשת הזו',
  'onramp.providers.fee': 'עמלה {range}',
  'onramp.buy.loading': 'טוען',
  'onramp.buy.label': 'קנייה',
  'onramp.buy.network': 'רשת',
  'onramp.buy.payWith': 'תשלום באמצעות',
  'onramp.buy.amount': 'סכום',
  'onramp.buy.fiat': 'מטבע תשלום',
  'onramp.buy.openFailed': 'לא ניתן לפתוח את {provider}. אפשר לנסות שוב.',
  'onramp.buy.continue': 'המשך עם {provider}',
  'onramp.buy.enterAmount': 'יש להזין סכום',
  'onramp.method.card': 'כרטיס',
  'onramp.method.ach': 'בנק (ACH)',
  'onramp.amount.unavailable': 'אמצעי התשלום הזה אינו זמין',
  'onramp.amount.range': 'יש להזין סכום בין {min} ל-{max} {currency}',
  'onramp.quote.get': 'תקבל/י',
  'onramp.quote.providerFee': 'עמלת ספק',
  'onramp.quote.networkFee': 'עמלת רשת',
  'onramp.quote.total': 'תשלם/י',
  'onramp.quote.estimate': 'הערכה – ממתינים להצעת מחיר עדכנית',
  'onramp.waiting.label': 'ממתין לרכישה',
  'onramp.waiting.title': 'קונה {amount} {symbol}',
  'onramp.waiting.text': 'יש להשלים את התשלום בחלון של {provider}. ה-{symbol} יופיע כאן כשיגיע.',
  'onramp.waiting.reopen': 'פתיחת {provider} שוב',
  'onramp.waiting.closed': 'החלון של {provider} נסגר. אם שילמת, ה-{symbol} שלך יופיע כאן כשיגיע.',
  'onramp.waiting.back': 'חזרה לחשבון',
  'onramp.waiting.arrived': '{amount} {symbol} התקבלו מ-{provider}',
}

import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Hebrew messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'טוען',
  'embedded.otp.intro': 'יש להזין את הקוד בן 6 הספרות ששלחנו אל <mailbox>{email}</mailbox>',
  'embedded.otp.label': 'קוד בן 6 ספרות',
  'embedded.otp.checking': 'בודק את הקוד',
  'embedded.otp.resent': 'קוד חדש בדרך.',
  'embedded.otp.notReceived': 'לא קיבלת?',
  'embedded.otp.resend': 'שליחת קוד מחדש',
  'embedded.verifyDevice.text':
    'הדפדפן הזה חדש בחשבון שלך. שלחנו אימייל אל <mailbox>{email}</mailbox>: יש לפתוח את הקישור שבו כדי לאשר את המכשיר הזה.',
  'embedded.verifyDevice.waiting': 'ממתין לאישור…',
  'embedded.verifyDevice.retry': 'ניסיון חוזר',
  'embedded.updateEmail.text':
    'האימייל שלך הוא <mailbox>{email}</mailbox>. נשלח אליו קוד, ואחר כך קוד נוסף לכתובת החדשה.',
  'embedded.updateEmail.label': 'אימייל חדש',
  'embedded.updateEmail.invalid': 'יש להזין כתובת אימייל תקינה',
  'embedded.updateEmail.same': 'זה כבר האימייל שלך',
  'embedded.updateEmail.cancel': 'ביטול',
  'embedded.updateEmail.save': 'שמירה',
  'embedded.updateEmailPrimary.intro':
    'כדי לשנות את האימייל, יש להזין את הקוד בן 6 הספרות ששלחנו אל <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'האימייל עודכן',
  'embedded.approve.loading': 'טוען את הבקשה…',
  'embedded.error.cooldown':
    '{seconds, plural, one {יש לנסות שוב בעוד שנייה אחת} two {יש לנסות שוב בעוד שתי שניות} other {יש לנסות שוב בעוד # שניות}}',
  'embedded.error.invalidCode': 'קוד שגוי',
  'embedded.error.codeExpired': 'תוקף הקוד פג. יש לבקש קוד חדש',
  'embedded.error.tooManyCodes': 'יותר מדי קודים שגויים. יש לבקש קוד חדש',
  'embedded.error.loginExpired': 'תוקף ההתחברות הזו פג. יש להתחיל מחדש',
  'embedded.error.emailTaken': 'האימייל הזה כבר בשימוש',
  'embedded.error.invalidEmail': 'אימייל לא תקין',
  'embedded.error.tryLater': 'יש לנסות שוב מאוחר יותר',
  'embedded.error.tooManyRequests': 'יותר מדי בקשות',
  'embedded.error.mailFailed': 'לא ניתן היה לשלוח את האימייל. יש לנסות שוב',
  'embedded.error.sessionExpired': 'פג תוקף ההפעלה',
  'embedded.error.loadFailed': 'שגיאת רשת - לא ניתן לטעון את Embedded Wallet',
  'embedded.error.timeout': 'תם הזמן לבקשה אל Embedded Wallet',
  'embedded.error.somethingWrong': 'משהו השתבש',
  'embedded.error.aborted': 'הבקשה בוטלה',
  'embedded.error.unknown': 'אירעה שגיאה',
  'embedded.error.dependency': 'לא ניתן לטעון את ההתחברות באימייל',
  'embedded.error.declined': 'דחית את הבקשה בארנק שלך.',
  'embedded.error.rpcNotAllowed': 'קריאת ה-RPC המבוקשת אינה מותרת',
  'embedded.recovery.protected': 'הארנק שלך מוגן',
  'embedded.recovery.connecting': 'פותח את הארנק שלך…',
  'embedded.recovery.retry': 'ניסיון חוזר',
  'embedded.recovery.cancelledProtect': 'לא הוגדרה סיסמת שחזור.',
  'embedded.recovery.cancelledUnlock': 'הארנק נשאר נעול במכשיר הזה.',
  'embedded.recovery.cancelledSignIn': 'לא התחברת.',
  'embedded.recovery.cancelledCreate': 'הארנק יהיה מוכן רק אחרי שיוגן.',
  'embedded.recovery.settingUp': 'מגדיר את הארנק שלך…',
  'embedded.error.recoveryRequired':
    'הארנק הזה מוגן בסיסמת שחזור: יש להזין אותה כדי להשתמש במכשיר הזה',
  'embedded.error.recoverySetupRequired': 'יש להגן על הארנק כדי לסיים את ההגדרה שלו',
  'embedded.error.tooManyRecoveryPasswords':
    'יותר מדי סיסמאות שחזור שגויות. יש לנסות שוב מאוחר יותר',
  'embedded.error.alreadyProtected': 'לארנק הזה כבר יש סיסמת שחזור או מפתח גישה',
  'embedded.security.export': 'ייצוא המפתח הפרטי',
  'embedded.security.exportHint': 'הצגת המפתח בתוך הארנק, לשימוש באפליקציה אחרת',
  'embedded.security.remove': 'הסרת המכשיר הזה',
  'embedded.security.removeHint': 'הדפדפן הזה ישכח את הארנק',
  'embedded.security.signOutEverywhere': 'התנתקות מכל המכשירים',
  'embedded.security.signOutEverywhereHint': 'סיום ההפעלות בכל המכשירים, כולל המכשיר הזה',
  'embedded.security.removeConfirm':
    'להסיר את המכשיר הזה? כדי להשתמש בארנק הזה כאן שוב יהיה צורך באימייל (ובסיסמת השחזור).',
  'embedded.security.signOutEverywhereConfirm':
    'להתנתק מכל המכשירים? כל מכשיר, כולל המכשיר הזה, יצטרך את האימייל כדי לפתוח את הארנק הזה שוב.',
  'embedded.security.cancel': 'ביטול',
  'embedded.security.removed': 'המכשיר הזה הוסר מהארנק',
  'embedded.security.signedOutEverywhere': 'בוצעה התנתקות מכל המכשירים',
  'embedded.error.exportStale': 'למען ביטחונך, יש להתחבר שוב כדי לייצא את המפתח',
  'embedded.error.onlyDevice':
    'זה המכשיר היחיד שממנו אפשר לשחזר את הארנק. יש לפתוח קודם את הארנק במכשיר אחר',
  'embedded.error.protectFirst': 'יש לפתוח קודם את הארנק במכשיר שמחזיק אותו ולהגן עליו',
  'embedded.error.keyHeldAfterEmailChange':
    'כתובת האימייל של הארנק שונתה לאחרונה: מכשיר חדש יקבל את המפתח לאחר שכתובת האימייל הקודמת תאשר אותו (שלחנו אליה קישור), או כשכבר לא ניתן לבטל את השינוי',
}

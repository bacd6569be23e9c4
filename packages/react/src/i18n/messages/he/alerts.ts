import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Hebrew messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'הרשת לא נמצאה',
  'alerts.networkNotFound.long':
    'הארנק עבר לרשת שהאפליקציה הזו לא מציגה. הוסיפו אותה לאפשרות networks או חזרו לרשת הקודמת.',
  'alerts.invalidAppConfiguration.short': 'הגדרות האפליקציה לא תקינות',
  'alerts.invalidAppConfiguration.long':
    'המקור של הדף הזה לא נמצא ברשימת המקורות המורשים, או שהרשימה לא תקינה. עדכנו את הגדרות הפרויקט.',
  'alerts.embeddedWalletLoadFailed.short': 'שגיאת רשת - לא ניתן לטעון את הארנק המוטמע',
  'alerts.embeddedWalletLoadFailed.long': 'לא ניתן היה לטעון את הארנק המוטמע. נסו שוב מאוחר יותר.',
  'alerts.embeddedWalletRequestTimeout.short': 'תם הזמן לבקשה לארנק המוטמע',
  'alerts.embeddedWalletRequestTimeout.long': 'הארנק המוטמע לא הגיב בזמן. נסו שוב מאוחר יותר.',
  'alerts.sessionExpired.short': 'תוקף הסשן פג',
  'alerts.sessionExpired.long':
    'הסשן עדיין לא בתוקף או שתוקפו פג. בדקו את הגדרות השעה והתחברו שוב.',
  'alerts.invalidProjectId.short': 'מזהה פרויקט לא תקין',
  'alerts.invalidProjectId.long': 'השרת לא קיבל את מזהה הפרויקט. בדקו את האפשרות projectId.',
  'alerts.projectIdNotConfigured.short': 'מזהה הפרויקט לא הוגדר',
  'alerts.projectIdNotConfigured.long': 'לא הוגדר מזהה פרויקט. העבירו projectId ביצירת הלקוח.',
  'alerts.rateLimited.short': 'יותר מדי בקשות',
  'alerts.rateLimited.long':
    'יותר מדי בקשות לטעינת הגדרות האפליקציה. ייתכן שחלק מהתכונות לא יהיו זמינות; נסו שוב מאוחר יותר.',
  'alerts.serverError.short': 'שגיאת שרת',
  'alerts.serverError.long':
    'השרת לא הצליח לטעון את הגדרות האפליקציה. ייתכן שחלק מהתכונות לא יהיו זמינות; נסו שוב מאוחר יותר.',
  'alerts.banner.dismiss': 'סגירה: {title}',
  'alerts.view.loading': 'טוען',
  'alerts.toast.userRejected': 'דחית את הבקשה בארנק.',
  'alerts.toast.actionNotAllowed': 'הפעולה אינה מורשית',
  'alerts.toast.disconnectFailed': 'הניתוק נכשל',
  'alerts.toast.balanceUnavailable': 'יתרת הטוקנים אינה זמינה',
  'alerts.toast.transactionsFailed': 'טעינת העסקאות נכשלה',
  'alerts.toast.signatureDeclined': 'החתימה נדחתה',
  'alerts.toast.somethingWentWrong': 'משהו השתבש',
  'alerts.toast.errorOccurred': 'אירעה שגיאה',
  'alerts.toast.requestAborted': 'הבקשה בוטלה',
  'alerts.toast.insufficientBalance': 'אין מספיק יתרה',
  'alerts.toast.insufficientLiquidity': 'אין מספיק נזילות',
  'alerts.toast.quoteExpired': 'תוקף הצעת המחיר פג. קבלו הצעה חדשה כדי להמיר.',
  'alerts.toast.swapFailed': 'ההמרה נכשלה על השרשרת. שום דבר לא הומר.',
  'alerts.toast.swapNeedsEvm': 'חברו ארנק ברשת EVM כדי להמיר.',
  'alerts.toast.smartAccountsUnsupported': 'ייתכן שהאפליקציה הזו לא תומכת ב-Smart Accounts',
  'alerts.toast.authenticationFailed': 'אירעה בעיה בהפעלת האימות',
}

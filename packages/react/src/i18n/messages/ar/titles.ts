import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Arabic messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'ربط المحفظة',
  'titles.allWallets': 'كل المحافظ',
  'titles.account': 'الحساب',
  'titles.networks': 'اختر الشبكة',
  'titles.unsupportedChain': 'تبديل الشبكة',
  'titles.siwxSignMessage': 'تسجيل الدخول',
  'titles.walletSend': 'إرسال',
  'titles.walletSendSelectToken': 'اختر الرمز',
  'titles.walletSendPreview': 'مراجعة الإرسال',
  'titles.walletSendSent': 'تم إرسال المعاملة',
  'titles.swap': 'مبادلة',
  'titles.swapSelectTokenFrom': 'اختر الرمز المراد بيعه',
  'titles.swapSelectTokenTo': 'اختر الرمز المراد شراؤه',
  'titles.swapPreview': 'مراجعة المبادلة',
  'titles.walletReceive': 'استلام',
  'titles.onRampProviders': 'شراء',
  'titles.onRampBuy': 'شراء العملات المشفرة',
  'titles.onRampWaiting': 'جارٍ الشراء',
  'titles.whatIsAWallet': 'ما هي المحفظة؟',
  'titles.emailVerifyOtp': 'تأكيد البريد الإلكتروني',
  'titles.emailVerifyDevice': 'تسجيل الجهاز',
  'titles.approveTransaction': 'الموافقة على المعاملة',
  'titles.connectSocials': 'كل الحسابات الاجتماعية',
  'titles.updateEmail': 'تعديل البريد الإلكتروني',
  'titles.updateEmailPrimaryOtp': 'تأكيد البريد الإلكتروني الحالي',
  'titles.updateEmailSecondaryOtp': 'تأكيد البريد الإلكتروني الجديد',
  'titles.registerAccountName': 'اختر اسمًا',
  'titles.registerAccountNameSuccess': 'تم تسجيل الاسم',
}

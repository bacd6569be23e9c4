import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Arabic messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title': 'يطلب منك {app} <nowrap>تسجيل الدخول</nowrap> لإثبات أنك تملك هذه المحفظة',
  'siwx.defaultAppName': 'هذا التطبيق',
  'siwx.subtitle': 'التوقيع مجاني ولا يرسل أي معاملة.',
  'siwx.subtitleSigning': 'وافق على طلب تسجيل الدخول في محفظتك.',
  'siwx.cancel': 'إلغاء',
  'siwx.sign': 'توقيع',
  'siwx.signing': 'جارٍ التوقيع…',
  'siwx.retry': 'إعادة المحاولة',
  'siwx.required': 'يتطلب {app} تسجيل الدخول. الإلغاء يفصل محفظتك.',
  'siwx.error.declined': 'تم رفض التوقيع',
  'siwx.error.smartAccounts': 'قد لا يدعم هذا التطبيق Smart Accounts',
  'siwx.error.init': 'حدثت مشكلة أثناء تهيئة المصادقة',
  'siwx.error.notEnabled': 'SIWX غير مفعّل',
  'siwx.error.noAddress': 'لم يتم العثور على ActiveCaipAddress',
  'siwx.error.noNetwork': 'لم يتم العثور على ActiveCaipNetwork أو العميل',
  'siwx.error.noClient': 'لم يتم العثور على عميل ConnectionController',
}

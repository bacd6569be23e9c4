import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Arabic messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'اسم يمكن للآخرين الإرسال إليه بدلًا من عنوانك. أحرف وأرقام وشرطات، 4 أحرف على الأقل.',
  'names.register.label': 'الاسم',
  'names.register.placeholder': 'اختر اسمًا',
  'names.register.checking': 'جارٍ التحقق…',
  'names.register.available': 'متاح',
  'names.register.taken': 'هذا الاسم محجوز',
  'names.register.suggestions': 'أسماء متاحة',
  'names.register.submit': 'تسجيل الاسم',
  'names.rule.characters': 'أحرف وأرقام وشرطات فقط',
  'names.rule.length': '4 أحرف على الأقل',
  'names.rule.tooLong': '63 حرفًا على الأكثر',
  'names.rule.hyphens': 'الشرطات بين الأحرف أو الأرقام فقط، واحدة في كل مرة',
  'names.success.text': 'هذا الاسم لك الآن. يمكن للآخرين الإرسال إليه بدلًا من عنوانك.',
  'names.success.back': 'العودة إلى الحساب',
  'names.error.suggestions': 'خطأ في جلب اقتراحات الأسماء',
  'names.error.register': 'خطأ في تسجيل الاسم',
  'names.error.resolve': 'خطأ في تحليل الاسم',
  'names.error.forAddress': 'خطأ في جلب أسماء العنوان',
}

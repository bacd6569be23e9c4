import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Arabic messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'رجوع',
  'common.close': 'إغلاق',
  'common.tryAgain': 'إعادة المحاولة',
  'common.loadMore': 'تحميل المزيد',
  'common.testnet': 'شبكة اختبار',
  'common.status.failed': 'فشلت',
  'common.status.pending': 'قيد الانتظار',
  'common.link.opensExplorer': '(يفتح مستكشف الكتل)',
  'common.nft.held': 'تملك {amount}',
  'common.networks.label': 'الشبكات',
  'common.networks.unavailable': 'غير متاحة مع هذه المحفظة',
  'common.unsupportedChain.notice':
    'لا يدعم هذا التطبيق شبكتك الحالية. بدّل إلى شبكة مدعومة للمتابعة.',
  'common.unsupportedChain.label': 'الشبكات المدعومة',
  'common.notAvailable.title': 'غير متاح',
  'common.notAvailable.text': 'هذه الميزة غير متاحة في هذا التطبيق.',
  'common.notAvailable.back': 'رجوع',
  'common.disconnect': 'قطع الاتصال',
}

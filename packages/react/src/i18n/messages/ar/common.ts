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
}

import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Arabic messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'لم يتم العثور على الشبكة',
  'alerts.networkNotFound.long':
    'انتقلت المحفظة إلى شبكة لا يدرجها هذا التطبيق. أضفها إلى خيار networks أو عُد إلى الشبكة السابقة.',
  'alerts.invalidAppConfiguration.short': 'إعدادات التطبيق غير صالحة',
  'alerts.invalidAppConfiguration.long':
    'أصل هذه الصفحة غير موجود في قائمة الأصول المسموح بها، أو أن القائمة غير صالحة. حدِّث إعدادات المشروع.',
  'alerts.embeddedWalletLoadFailed.short': 'خطأ في الشبكة - تعذر تحميل المحفظة المدمجة',
  'alerts.embeddedWalletLoadFailed.long':
    'تعذر تحميل المحفظة المدمجة. يُرجى المحاولة مرة أخرى لاحقًا.',
  'alerts.embeddedWalletRequestTimeout.short': 'انتهت مهلة طلب المحفظة المدمجة',
  'alerts.embeddedWalletRequestTimeout.long':
    'لم تستجب المحفظة المدمجة في الوقت المحدد. يُرجى المحاولة مرة أخرى لاحقًا.',
  'alerts.sessionExpired.short': 'انتهت صلاحية الجلسة',
  'alerts.sessionExpired.long':
    'الجلسة غير صالحة بعد أو انتهت صلاحيتها. تحقّق من إعدادات الوقت ثم اتصل مجددًا.',
  'alerts.invalidProjectId.short': 'معرّف المشروع غير صالح',
  'alerts.invalidProjectId.long': 'لم يقبل الخادم معرّف المشروع. تحقّق من خيار projectId.',
  'alerts.projectIdNotConfigured.short': 'لم يتم إعداد معرّف المشروع',
  'alerts.projectIdNotConfigured.long':
    'لم يتم تعيين معرّف المشروع. مرِّر projectId عند إنشاء العميل.',
  'alerts.rateLimited.short': 'طلبات كثيرة جدًا',
  'alerts.rateLimited.long':
    'طلبات كثيرة جدًا لتحميل إعدادات التطبيق. قد لا تتوفر بعض الميزات؛ يُرجى المحاولة مرة أخرى لاحقًا.',
  'alerts.serverError.short': 'خطأ في الخادم',
  'alerts.serverError.long':
    'تعذر على الخادم تحميل إعدادات التطبيق. قد لا تتوفر بعض الميزات؛ يُرجى المحاولة مرة أخرى لاحقًا.',
  'alerts.banner.dismiss': 'إغلاق: {title}',
  'alerts.view.loading': 'جارٍ التحميل',
  'alerts.toast.userRejected': 'لقد رفضت الطلب في محفظتك.',
  'alerts.toast.actionNotAllowed': 'هذا الإجراء غير مسموح به',
  'alerts.toast.disconnectFailed': 'تعذر قطع الاتصال',
  'alerts.toast.balanceUnavailable': 'رصيد الرموز غير متاح',
  'alerts.toast.transactionsFailed': 'تعذر جلب المعاملات',
  'alerts.toast.signatureDeclined': 'تم رفض التوقيع',
  'alerts.toast.somethingWentWrong': 'حدث خطأ ما',
  'alerts.toast.errorOccurred': 'حدث خطأ',
  'alerts.toast.requestAborted': 'تم إلغاء الطلب',
  'alerts.toast.insufficientBalance': 'الرصيد غير كافٍ',
  'alerts.toast.insufficientLiquidity': 'السيولة غير كافية',
  'alerts.toast.quoteExpired': 'انتهت صلاحية عرض السعر. احصل على عرض جديد لإجراء المبادلة.',
  'alerts.toast.swapFailed': 'فشلت المبادلة على السلسلة. لم تتم مبادلة أي شيء.',
  'alerts.toast.swapNeedsEvm': 'اربط محفظة على شبكة EVM لإجراء المبادلة.',
  'alerts.toast.smartAccountsUnsupported': 'قد لا يدعم هذا التطبيق Smart Accounts',
  'alerts.toast.authenticationFailed': 'حدثت مشكلة أثناء بدء المصادقة',
}

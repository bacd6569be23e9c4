import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Arabic messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'جارٍ تحميل المزوّدين',
  'onramp.providers.none': 'لا يوجد مزوّد يبيع العملات المشفرة لهذه الشبكة',
  'onramp.providers.fee': 'الرسوم {range}',
  'onramp.buy.loading': 'جارٍ التحميل',
  'onramp.buy.label': 'شراء',
  'onramp.buy.network': 'الشبكة',
  'onramp.buy.payWith': 'الدفع عبر',
  'onramp.buy.amount': 'المبلغ',
  'onramp.buy.fiat': 'عملة الدفع',
  'onramp.buy.openFailed': 'تعذّر فتح {provider}. حاول مرة أخرى.',
  'onramp.buy.continue': 'المتابعة مع {provider}',
  'onramp.buy.enterAmount': 'أدخل مبلغًا',
  'onramp.method.card': 'بطاقة',
  'onramp.method.ach': 'بنك (ACH)',
  'onramp.amount.unavailable': 'طريقة الدفع هذه غير متاحة',
  'onramp.amount.range': 'أدخل مبلغًا بين {min} و{max} {currency}',
  'onramp.quote.get': 'ستحصل على',
  'onramp.quote.providerFee': 'رسوم المزوّد',
  'onramp.quote.networkFee': 'رسوم الشبكة',
  'onramp.quote.total': 'ستدفع',
  'onramp.quote.estimate': 'تقدير – بانتظار عرض سعر فعلي',
  'onramp.waiting.label': 'في انتظار الشراء',
  'onramp.waiting.title': 'جارٍ شراء {amount} {symbol}',
  'onramp.waiting.text': 'أكمل الدفع في نافذة {provider}. سيظهر {symbol} هنا عند وصوله.',
  'onramp.waiting.reopen': 'فتح {provider} مرة أخرى',
  'onramp.waiting.closed':
    'أُغلقت نافذة {provider}. إن كنت قد دفعت، فستظهر {symbol} هنا عند وصولها.',
  'onramp.waiting.back': 'العودة إلى الحساب',
  'onramp.waiting.arrived': 'وصل {amount} {symbol} من {provider}',
}

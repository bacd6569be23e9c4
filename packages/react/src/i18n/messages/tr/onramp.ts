import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Turkish messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Sağlayıcılar yükleniyor',
  'onramp.providers.none': 'Bu ağ için kripto satan sağlayıcı yok',
  'onramp.providers.fee': 'Ücret {range}',
  'onramp.buy.loading': 'Yükleniyor',
  'onramp.buy.label': 'Satın al',
  'onramp.buy.network': 'Ağ',
  'onramp.buy.payWith': 'Ödeme yöntemi',
  'onramp.buy.amount': 'Tutar',
  'onramp.buy.fiat': 'Ödeme para birimi',
  'onramp.buy.openFailed': '{provider} açılamadı. Tekrar deneyin.',
  'onramp.buy.continue': '{provider} ile devam et',
  'onramp.buy.enterAmount': 'Bir tutar girin',
  'onramp.method.card': 'Kart',
  'onramp.method.ach': 'Banka (ACH)',
  'onramp.amount.unavailable': 'Bu ödeme yöntemi kullanılamıyor',
  'onramp.amount.range': '{min} ile {max} {currency} arasında bir tutar girin',
  'onramp.quote.get': 'Alacağınız',
  'onramp.quote.providerFee': 'Sağlayıcı ücreti',
  'onramp.quote.networkFee': 'Ağ ücreti',
  'onramp.quote.total': 'Ödeyeceğiniz',
  'onramp.quote.estimate': 'Tahmini – gerçek teklif bekleniyor',
  'onramp.waiting.label': 'Satın alma bekleniyor',
  'onramp.waiting.title': '{amount} {symbol} satın alınıyor',
  'onramp.waiting.text':
    'Ödemeyi {provider} penceresinde tamamlayın. {symbol} geldiğinde burada görünür.',
  'onramp.waiting.reopen': '{provider} penceresini yeniden aç',
  'onramp.waiting.closed':
    '{provider} penceresi kapandı. Ödeme yaptıysanız {symbol} ulaştığında burada görünecek.',
  'onramp.waiting.back': 'Hesaba dön',
  'onramp.waiting.arrived': '{provider} üzerinden {amount} {symbol} geldi',
}

import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Turkish messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Cüzdan Bağla',
  'titles.allWallets': 'Tüm Cüzdanlar',
  'titles.account': 'Hesap',
  'titles.networks': 'Ağ Seçin',
  'titles.unsupportedChain': 'Ağ Değiştir',
  'titles.siwxSignMessage': 'Giriş Yap',
  'titles.walletSend': 'Gönder',
  'titles.walletSendSelectToken': 'Token seçin',
  'titles.walletSendPreview': 'Gönderimi İncele',
  'titles.walletSendSent': 'İşlem gönderildi',
  'titles.swap': 'Takas',
  'titles.swapSelectTokenFrom': 'Satılacak tokenı seçin',
  'titles.swapSelectTokenTo': 'Alınacak tokenı seçin',
  'titles.swapPreview': 'Takası incele',
  'titles.walletReceive': 'Al',
  'titles.onRampProviders': 'Satın Al',
  'titles.onRampBuy': 'Kripto satın al',
  'titles.onRampWaiting': 'Satın alınıyor',
  'titles.whatIsAWallet': 'Cüzdan nedir?',
  'titles.emailVerifyOtp': 'E-postayı Onayla',
  'titles.emailVerifyDevice': 'Cihazı Kaydet',
  'titles.approveTransaction': 'İşlemi Onayla',
  'titles.connectSocials': 'Tüm sosyal hesaplar',
  'titles.updateEmail': 'E-postayı Düzenle',
  'titles.updateEmailPrimaryOtp': 'Mevcut E-postayı Onayla',
  'titles.updateEmailSecondaryOtp': 'Yeni E-postayı Onayla',
  'titles.registerAccountName': 'Ad Seçin',
  'titles.registerAccountNameSuccess': 'Ad Kaydedildi',
}

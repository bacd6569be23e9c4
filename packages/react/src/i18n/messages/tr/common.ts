import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Turkish messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Geri',
  'common.close': 'Kapat',
  'common.tryAgain': 'Tekrar dene',
  'common.loadMore': 'Daha fazla yükle',
  'common.testnet': 'Test ağı',
  'common.status.failed': 'Başarısız',
  'common.status.pending': 'Beklemede',
  'common.link.opensExplorer': '(blok gezginini açar)',
  'common.nft.held': '{amount} adet sahipsiniz',
  'common.networks.label': 'Ağlar',
  'common.networks.unavailable': 'Bu cüzdanla kullanılamaz',
  'common.unsupportedChain.notice':
    'Bu uygulama mevcut ağınızı desteklemiyor. Devam etmek için desteklenen bir ağa geçin.',
  'common.unsupportedChain.label': 'Desteklenen ağlar',
  'common.notAvailable.title': 'Kullanılamıyor',
  'common.notAvailable.text': 'Bu özellik bu uygulamada kullanılamıyor.',
  'common.notAvailable.back': 'Geri dön',
  'common.disconnect': 'Bağlantıyı kes',
}

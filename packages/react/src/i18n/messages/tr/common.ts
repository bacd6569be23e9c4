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
}

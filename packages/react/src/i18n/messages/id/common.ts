import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Indonesian messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Kembali',
  'common.close': 'Tutup',
  'common.tryAgain': 'Coba lagi',
  'common.loadMore': 'Muat lebih banyak',
  'common.testnet': 'Testnet',
  'common.status.failed': 'Gagal',
  'common.status.pending': 'Tertunda',
  'common.link.opensExplorer': '(membuka penjelajah blok)',
  'common.nft.held': '{amount} dimiliki',
}

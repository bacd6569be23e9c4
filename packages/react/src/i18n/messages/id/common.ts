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
  'common.networks.label': 'Jaringan',
  'common.networks.unavailable': 'Tidak tersedia dengan dompet ini',
  'common.unsupportedChain.notice':
    'Aplikasi ini tidak mendukung jaringan Anda saat ini. Beralihlah ke jaringan yang didukung untuk melanjutkan.',
  'common.unsupportedChain.label': 'Jaringan yang didukung',
  'common.notAvailable.title': 'Tidak tersedia',
  'common.notAvailable.text': 'Fitur ini tidak tersedia di aplikasi ini.',
  'common.notAvailable.back': 'Kembali',
  'common.disconnect': 'Putuskan',
}

import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Indonesian messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Memuat penyedia',
  'onramp.providers.none': 'Tidak ada penyedia yang menjual kripto untuk jaringan ini',
  'onramp.providers.fee': 'Biaya {range}',
  'onramp.buy.loading': 'Memuat',
  'onramp.buy.label': 'Beli',
  'onramp.buy.network': 'Jaringan',
  'onramp.buy.payWith': 'Bayar dengan',
  'onramp.buy.amount': 'Jumlah',
  'onramp.buy.fiat': 'Mata uang pembayaran',
  'onramp.buy.openFailed': '{provider} tidak dapat dibuka. Coba lagi.',
  'onramp.buy.continue': 'Lanjutkan dengan {provider}',
  'onramp.buy.enterAmount': 'Masukkan jumlah',
  'onramp.method.card': 'Kartu',
  'onramp.method.ach': 'Bank (ACH)',
  'onramp.amount.unavailable': 'Metode pembayaran ini tidak tersedia',
  'onramp.amount.range': 'Masukkan jumlah antara {min} dan {max} {currency}',
  'onramp.quote.get': 'Anda dapat',
  'onramp.quote.providerFee': 'Biaya penyedia',
  'onramp.quote.networkFee': 'Biaya jaringan',
  'onramp.quote.total': 'Anda bayar',
  'onramp.quote.estimate': 'Perkiraan – menunggu penawaran harga sebenarnya',
  'onramp.waiting.label': 'Menunggu pembelian',
  'onramp.waiting.title': 'Membeli {amount} {symbol}',
  'onramp.waiting.text':
    'Selesaikan pembayaran di jendela {provider}. {symbol} akan muncul di sini saat tiba.',
  'onramp.waiting.reopen': 'Buka {provider} lagi',
  'onramp.waiting.closed':
    'Jendela {provider} sudah ditutup. Jika Anda sudah membayar, {symbol} Anda akan muncul di sini saat tiba.',
  'onramp.waiting.back': 'Kembali ke akun',
  'onramp.waiting.arrived': '{amount} {symbol} tiba dari {provider}',
}

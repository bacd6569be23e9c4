import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Indonesian messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Hubungkan Dompet',
  'titles.allWallets': 'Semua Dompet',
  'titles.account': 'Akun',
  'titles.networks': 'Pilih Jaringan',
  'titles.unsupportedChain': 'Ganti Jaringan',
  'titles.siwxSignMessage': 'Masuk',
  'titles.walletSend': 'Kirim',
  'titles.walletSendSelectToken': 'Pilih token',
  'titles.walletSendPreview': 'Tinjau Pengiriman',
  'titles.walletSendSent': 'Transaksi terkirim',
  'titles.swap': 'Tukar',
  'titles.swapSelectTokenFrom': 'Pilih token untuk dijual',
  'titles.swapSelectTokenTo': 'Pilih token untuk dibeli',
  'titles.swapPreview': 'Tinjau penukaran',
  'titles.walletReceive': 'Terima',
  'titles.onRampProviders': 'Beli',
  'titles.onRampBuy': 'Beli kripto',
  'titles.onRampWaiting': 'Membeli',
  'titles.whatIsAWallet': 'Apa itu dompet?',
  'titles.emailVerifyOtp': 'Konfirmasi Email',
  'titles.emailVerifyDevice': 'Daftarkan Perangkat',
  'titles.approveTransaction': 'Setujui Transaksi',
  'titles.connectSocials': 'Semua media sosial',
  'titles.updateEmail': 'Ubah Email',
  'titles.updateEmailPrimaryOtp': 'Konfirmasi Email Saat Ini',
  'titles.updateEmailSecondaryOtp': 'Konfirmasi Email Baru',
  'titles.registerAccountName': 'Pilih Nama',
  'titles.registerAccountNameSuccess': 'Nama Terdaftar',
}

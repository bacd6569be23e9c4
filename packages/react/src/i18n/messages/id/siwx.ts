import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Indonesian messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app} meminta Anda <nowrap>masuk</nowrap> untuk membuktikan bahwa wallet ini milik Anda',
  'siwx.defaultAppName': 'Aplikasi ini',
  'siwx.subtitle': 'Menandatangani gratis dan tidak mengirim transaksi.',
  'siwx.subtitleSigning': 'Setujui permintaan masuk di wallet Anda.',
  'siwx.cancel': 'Batal',
  'siwx.sign': 'Tanda tangani',
  'siwx.signing': 'Menandatangani…',
  'siwx.retry': 'Coba lagi',
  'siwx.required': '{app} mewajibkan masuk. Membatalkan akan memutus wallet Anda.',
  'siwx.error.declined': 'Tanda tangan ditolak',
  'siwx.error.smartAccounts': 'Aplikasi ini mungkin tidak mendukung Smart Account',
  'siwx.error.init': 'Terjadi masalah saat memulai autentikasi',
  'siwx.error.notEnabled': 'SIWX tidak diaktifkan',
  'siwx.error.noAddress': 'ActiveCaipAddress tidak ditemukan',
  'siwx.error.noNetwork': 'ActiveCaipNetwork atau klien tidak ditemukan',
  'siwx.error.noClient': 'Klien ConnectionController tidak ditemukan',
}

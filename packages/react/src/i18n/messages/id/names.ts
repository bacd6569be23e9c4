import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Indonesian messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Nama yang bisa dipakai orang lain untuk mengirim, sebagai ganti alamat Anda. Huruf, angka, dan tanda hubung, minimal 4 karakter.',
  'names.register.label': 'Nama',
  'names.register.placeholder': 'Pilih nama',
  'names.register.checking': 'Memeriksa…',
  'names.register.available': 'Tersedia',
  'names.register.taken': 'Nama ini sudah dipakai',
  'names.register.suggestions': 'Nama yang tersedia',
  'names.register.submit': 'Daftarkan nama',
  'names.rule.characters': 'Hanya huruf, angka, dan tanda hubung',
  'names.rule.length': 'Minimal 4 karakter',
  'names.rule.tooLong': 'Maksimal 63 karakter',
  'names.rule.hyphens': 'Tanda hubung hanya di antara huruf atau angka, satu per satu',
  'names.success.text':
    'Nama ini milik Anda. Orang lain kini bisa mengirim ke nama ini sebagai ganti alamat Anda.',
  'names.success.back': 'Kembali ke akun',
  'names.error.suggestions': 'Gagal mengambil saran nama',
  'names.error.register': 'Gagal mendaftarkan nama',
  'names.error.resolve': 'Gagal me-resolve nama',
  'names.error.forAddress': 'Gagal mengambil nama untuk alamat',
}

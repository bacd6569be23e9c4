import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Indonesian messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Jaringan Tidak Ditemukan',
  'alerts.networkNotFound.long':
    'Dompet beralih ke jaringan yang tidak tercantum di aplikasi ini. Tambahkan ke opsi networks atau beralih kembali.',
  'alerts.invalidAppConfiguration.short': 'Konfigurasi Aplikasi Tidak Valid',
  'alerts.invalidAppConfiguration.long':
    'Asal halaman ini tidak ada di daftar asal yang diizinkan, atau daftarnya tidak valid. Perbarui konfigurasi proyek.',
  'alerts.embeddedWalletLoadFailed.short':
    'Kesalahan Jaringan - Tidak dapat memuat dompet tersemat',
  'alerts.embeddedWalletLoadFailed.long':
    'Dompet tersemat tidak dapat dimuat. Silakan coba lagi nanti.',
  'alerts.embeddedWalletRequestTimeout.short': 'Waktu Permintaan Dompet Tersemat Habis',
  'alerts.embeddedWalletRequestTimeout.long':
    'Dompet tersemat tidak merespons tepat waktu. Silakan coba lagi nanti.',
  'alerts.sessionExpired.short': 'Sesi Berakhir',
  'alerts.sessionExpired.long':
    'Sesi belum berlaku atau sudah berakhir. Periksa pengaturan waktu Anda dan hubungkan lagi.',
  'alerts.invalidProjectId.short': 'ID Proyek Tidak Valid',
  'alerts.invalidProjectId.long': 'ID proyek tidak diterima oleh server. Periksa opsi projectId.',
  'alerts.projectIdNotConfigured.short': 'ID Proyek Belum Dikonfigurasi',
  'alerts.projectIdNotConfigured.long':
    'ID proyek belum diatur. Berikan projectId saat membuat klien.',
  'alerts.rateLimited.short': 'Terlalu Banyak Permintaan',
  'alerts.rateLimited.long':
    'Terlalu banyak permintaan untuk memuat konfigurasi aplikasi. Beberapa fitur mungkin tidak tersedia; silakan coba lagi nanti.',
  'alerts.serverError.short': 'Kesalahan Server',
  'alerts.serverError.long':
    'Server tidak dapat memuat konfigurasi aplikasi. Beberapa fitur mungkin tidak tersedia; silakan coba lagi nanti.',
  'alerts.banner.dismiss': 'Tutup: {title}',
  'alerts.view.loading': 'Memuat',
  'alerts.toast.userRejected': 'Anda menolak permintaan di dompet Anda.',
  'alerts.toast.actionNotAllowed': 'Tindakan tidak diizinkan',
  'alerts.toast.disconnectFailed': 'Gagal memutuskan koneksi',
  'alerts.toast.balanceUnavailable': 'Saldo token tidak tersedia',
  'alerts.toast.transactionsFailed': 'Gagal mengambil transaksi',
  'alerts.toast.signatureDeclined': 'Tanda tangan ditolak',
  'alerts.toast.somethingWentWrong': 'Ada yang tidak beres',
  'alerts.toast.errorOccurred': 'Terjadi kesalahan',
  'alerts.toast.requestAborted': 'Permintaan dibatalkan',
  'alerts.toast.insufficientBalance': 'Saldo tidak mencukupi',
  'alerts.toast.insufficientLiquidity': 'Likuiditas tidak mencukupi',
  'alerts.toast.quoteExpired':
    'Penawaran sudah kedaluwarsa. Dapatkan penawaran baru untuk menukar.',
  'alerts.toast.swapFailed': 'Penukaran gagal di chain. Tidak ada yang ditukar.',
  'alerts.toast.swapNeedsEvm': 'Hubungkan dompet di jaringan EVM untuk menukar.',
  'alerts.toast.smartAccountsUnsupported': 'Aplikasi ini mungkin tidak mendukung Smart Accounts',
  'alerts.toast.authenticationFailed': 'Terjadi masalah saat memulai autentikasi',
}

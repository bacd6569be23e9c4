import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Indonesian messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Memuat',
  'embedded.otp.intro': 'Masukkan kode 6 digit yang kami kirim ke <mailbox>{email}</mailbox>',
  'embedded.otp.label': 'Kode 6 digit',
  'embedded.otp.checking': 'Memeriksa kode',
  'embedded.otp.resent': 'Kode baru sedang dikirim.',
  'embedded.otp.notReceived': 'Tidak menerimanya?',
  'embedded.otp.resend': 'Kirim ulang kode',
  'embedded.verifyDevice.text':
    'Browser ini baru untuk akun Anda. Kami mengirim email ke <mailbox>{email}</mailbox>: buka tautan di dalamnya untuk menyetujui perangkat ini.',
  'embedded.verifyDevice.waiting': 'Menunggu persetujuan…',
  'embedded.verifyDevice.retry': 'Coba lagi',
  'embedded.updateEmail.text':
    'Email Anda <mailbox>{email}</mailbox>. Kami akan mengirim kode ke alamat itu, lalu satu lagi ke alamat baru.',
  'embedded.updateEmail.label': 'Email baru',
  'embedded.updateEmail.invalid': 'Masukkan alamat email yang valid',
  'embedded.updateEmail.same': 'Ini sudah email Anda',
  'embedded.updateEmail.cancel': 'Batal',
  'embedded.updateEmail.save': 'Simpan',
  'embedded.updateEmailPrimary.intro':
    'Untuk mengubah email, masukkan kode 6 digit yang kami kirim ke <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'Email diperbarui',
  'embedded.approve.loading': 'Memuat permintaan…',
  'embedded.error.cooldown': '{seconds, plural, other {Coba lagi setelah # detik}}',
  'embedded.error.invalidCode': 'Kode tidak valid',
  'embedded.error.codeExpired': 'Kode sudah kedaluwarsa. Minta kode baru',
  'embedded.error.tooManyCodes': 'Terlalu banyak kode yang salah. Minta kode baru',
  'embedded.error.loginExpired': 'Login ini sudah kedaluwarsa. Mulai lagi',
  'embedded.error.emailTaken': 'Email ini sudah digunakan',
  'embedded.error.invalidEmail': 'Email tidak valid',
  'embedded.error.tryLater': 'Coba lagi nanti',
  'embedded.error.tooManyRequests': 'Terlalu banyak permintaan',
  'embedded.error.mailFailed': 'Email tidak dapat dikirim. Coba lagi',
  'embedded.error.sessionExpired': 'Sesi berakhir',
  'embedded.error.loadFailed': 'Kesalahan Jaringan - Tidak dapat memuat Embedded Wallet',
  'embedded.error.timeout': 'Permintaan Embedded Wallet habis waktu',
  'embedded.error.somethingWrong': 'Terjadi kesalahan',
  'embedded.error.aborted': 'Permintaan dibatalkan',
  'embedded.error.unknown': 'Terjadi suatu kesalahan',
  'embedded.error.dependency': 'Tidak dapat memuat komponen login email',
  'embedded.error.declined': 'Anda menolak permintaan di wallet Anda.',
  'embedded.error.rpcNotAllowed': 'Panggilan RPC yang diminta tidak diizinkan',
  'embedded.recovery.protected': 'Wallet Anda terlindungi',
  'embedded.recovery.connecting': 'Membuka wallet Anda…',
  'embedded.recovery.retry': 'Coba lagi',
  'embedded.recovery.cancelledProtect': 'Tidak ada kata sandi pemulihan yang ditetapkan.',
  'embedded.recovery.cancelledUnlock': 'Wallet Anda tetap terkunci di perangkat ini.',
  'embedded.recovery.cancelledSignIn': 'Anda tidak masuk.',
  'embedded.recovery.cancelledCreate': 'Wallet Anda belum siap sampai Anda melindunginya.',
  'embedded.recovery.settingUp': 'Menyiapkan wallet Anda…',
  'embedded.error.recoveryRequired':
    'Wallet ini dilindungi kata sandi pemulihan: masukkan kata sandi itu untuk menggunakan perangkat ini',
  'embedded.error.recoverySetupRequired': 'Lindungi wallet Anda untuk menyelesaikan penyiapannya',
  'embedded.error.tooManyRecoveryPasswords':
    'Terlalu banyak kata sandi pemulihan yang salah. Coba lagi nanti',
  'embedded.error.alreadyProtected': 'Dompet ini sudah memiliki kata sandi pemulihan atau passkey',
  'embedded.security.export': 'Ekspor kunci privat',
  'embedded.security.exportHint':
    'Lihat kunci Anda di dalam wallet untuk digunakan di aplikasi lain',
  'embedded.security.remove': 'Hapus perangkat ini',
  'embedded.security.removeHint': 'Browser ini akan melupakan wallet Anda',
  'embedded.security.signOutEverywhere': 'Keluar di semua perangkat',
  'embedded.security.signOutEverywhereHint':
    'Akhiri sesi Anda di semua perangkat, termasuk yang ini',
  'embedded.security.removeConfirm':
    'Hapus perangkat ini? Anda akan memerlukan email (dan kata sandi pemulihan) untuk menggunakan wallet ini di sini lagi.',
  'embedded.security.signOutEverywhereConfirm':
    'Keluar di semua perangkat? Setiap perangkat, termasuk yang ini, akan memerlukan email Anda untuk membuka wallet ini lagi.',
  'embedded.security.cancel': 'Batal',
  'embedded.security.removed': 'Perangkat ini telah dihapus dari wallet Anda',
  'embedded.security.signedOutEverywhere': 'Telah keluar di semua perangkat',
  'embedded.error.exportStale': 'Demi keamanan Anda, masuk lagi untuk mengekspor kunci Anda',
  'embedded.error.onlyDevice':
    'Ini satu-satunya perangkat yang dapat memulihkan wallet Anda. Buka wallet di perangkat lain terlebih dahulu',
  'embedded.error.protectFirst':
    'Buka wallet Anda terlebih dahulu di perangkat yang menyimpannya dan lindungi',
  'embedded.error.keyHeldAfterEmailChange':
    'Email wallet ini baru saja diubah: perangkat baru mendapat kuncinya setelah alamat email sebelumnya menyetujuinya (kami mengirimkan tautan ke sana), atau saat perubahan tidak dapat dibatalkan lagi',
}

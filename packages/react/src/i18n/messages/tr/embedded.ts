import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Turkish messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Yükleniyor',
  'embedded.otp.intro': '<mailbox>{email}</mailbox> adresine gönderdiğimiz 6 haneli kodu girin',
  'embedded.otp.label': '6 haneli kod',
  'embedded.otp.checking': 'Kod kontrol ediliyor',
  'embedded.otp.resent': 'Yeni bir kod yolda.',
  'embedded.otp.notReceived': 'Almadınız mı?',
  'embedded.otp.resend': 'Kodu yeniden gönder',
  'embedded.verifyDevice.text':
    'Bu tarayıcı hesabınız için yeni. <mailbox>{email}</mailbox> adresine bir e-posta gönderdik: bu cihazı onaylamak için içindeki bağlantıyı açın.',
  'embedded.verifyDevice.waiting': 'Onay bekleniyor…',
  'embedded.verifyDevice.retry': 'Tekrar dene',
  'embedded.updateEmail.text':
    'E-posta adresiniz <mailbox>{email}</mailbox>. Önce bu adrese, ardından yeni adrese bir kod göndereceğiz.',
  'embedded.updateEmail.label': 'Yeni e-posta',
  'embedded.updateEmail.invalid': 'Geçerli bir e-posta adresi girin',
  'embedded.updateEmail.same': 'Bu zaten sizin e-posta adresiniz',
  'embedded.updateEmail.cancel': 'İptal',
  'embedded.updateEmail.save': 'Kaydet',
  'embedded.updateEmailPrimary.intro':
    'E-posta adresinizi değiştirmek için <mailbox>{email}</mailbox> adresine gönderdiğimiz 6 haneli kodu girin',
  'embedded.updateEmailSecondary.updated': 'E-posta güncellendi',
  'embedded.approve.loading': 'İstek yükleniyor…',
  'embedded.error.cooldown': '{seconds, plural, other {Lütfen # saniye sonra tekrar deneyin}}',
  'embedded.error.invalidCode': 'Geçersiz kod',
  'embedded.error.codeExpired': 'Kodun süresi doldu. Lütfen yeni bir kod isteyin',
  'embedded.error.tooManyCodes': 'Çok fazla yanlış kod. Lütfen yeni bir kod isteyin',
  'embedded.error.loginExpired': 'Bu girişin süresi doldu. Lütfen baştan başlayın',
  'embedded.error.emailTaken': 'Bu e-posta zaten kullanılıyor',
  'embedded.error.invalidEmail': 'Geçersiz e-posta',
  'embedded.error.tryLater': 'Lütfen daha sonra tekrar deneyin',
  'embedded.error.tooManyRequests': 'Çok fazla istek',
  'embedded.error.mailFailed': 'E-posta gönderilemedi. Lütfen tekrar deneyin',
  'embedded.error.sessionExpired': 'Oturumun süresi doldu',
  'embedded.error.loadFailed': 'Ağ Hatası - Embedded Wallet yüklenemedi',
  'embedded.error.timeout': 'Embedded Wallet isteği zaman aşımına uğradı',
  'embedded.error.somethingWrong': 'Bir şeyler ters gitti',
  'embedded.error.aborted': 'İstek iptal edildi',
  'embedded.error.unknown': 'Bir hata oluştu',
  'embedded.error.dependency': 'E-posta ile giriş bileşeni yüklenemedi',
  'embedded.error.declined': 'İsteği cüzdanınızda reddettiniz.',
  'embedded.error.rpcNotAllowed': 'İstenen RPC çağrısına izin verilmiyor',
  'embedded.recovery.protected': 'Cüzdanın korunuyor',
  'embedded.recovery.connecting': 'Cüzdanın açılıyor…',
  'embedded.recovery.retry': 'Tekrar dene',
  'embedded.recovery.cancelledProtect': 'Kurtarma parolası ayarlanmadı.',
  'embedded.recovery.cancelledUnlock': 'Cüzdanın bu cihazda kilitli kalıyor.',
  'embedded.recovery.cancelledSignIn': 'Giriş yapmadınız.',
  'embedded.recovery.cancelledCreate': 'Cüzdanın, onu koruyana kadar hazır olmaz.',
  'embedded.recovery.settingUp': 'Cüzdanın kuruluyor…',
  'embedded.error.recoveryRequired':
    'Bu cüzdan bir kurtarma parolasıyla korunuyor: bu cihazı kullanmak için parolayı gir',
  'embedded.error.recoverySetupRequired': 'Kurulumu tamamlamak için cüzdanını koru',
  'embedded.error.tooManyRecoveryPasswords':
    'Çok fazla yanlış kurtarma parolası. Lütfen daha sonra tekrar dene',
  'embedded.error.alreadyProtected':
    'Bu cüzdanın zaten bir kurtarma parolası veya geçiş anahtarı var',
  'embedded.security.export': 'Özel anahtarı dışa aktar',
  'embedded.security.exportHint':
    'Anahtarını başka bir uygulamada kullanmak için cüzdanın içinde gör',
  'embedded.security.remove': 'Bu cihazı kaldır',
  'embedded.security.removeHint': 'Bu tarayıcı cüzdanını unutur',
  'embedded.security.signOutEverywhere': 'Her yerden çıkış yap',
  'embedded.security.signOutEverywhereHint':
    'Bu cihaz dahil tüm cihazlardaki oturumlarını sonlandır',
  'embedded.security.removeConfirm':
    'Bu cihaz kaldırılsın mı? Bu cüzdanı burada yeniden kullanmak için e-postana (ve kurtarma parolana) ihtiyacın olacak.',
  'embedded.security.signOutEverywhereConfirm':
    'Her yerden çıkış yapılsın mı? Bu cihaz dahil her cihazın bu cüzdanı yeniden açmak için e-postana ihtiyacı olacak.',
  'embedded.security.cancel': 'İptal',
  'embedded.security.removed': 'Bu cihaz cüzdanından kaldırıldı',
  'embedded.security.signedOutEverywhere': 'Tüm cihazlarda çıkış yapıldı',
  'embedded.error.exportStale': 'Güvenliğin için anahtarını dışa aktarmadan önce yeniden giriş yap',
  'embedded.error.onlyDevice':
    'Cüzdanının kurtarılabileceği tek cihaz bu. Önce cüzdanı başka bir cihazda aç',
  'embedded.error.protectFirst': 'Cüzdanını önce onu barındıran bir cihazda aç ve koru',
  'embedded.error.keyHeldAfterEmailChange':
    'Bu cüzdanın e-posta adresi yakın zamanda değiştirildi: yeni bir cihaz, önceki e-posta adresi onu onayladığında (ona bir bağlantı gönderdik) ya da değişiklik artık geri alınamadığında anahtarı alır',
}

import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Turkish messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Ağ Bulunamadı',
  'alerts.networkNotFound.long':
    'Cüzdan, bu uygulamanın listelemediği bir ağa geçti. Ağı networks seçeneğine ekleyin veya geri geçin.',
  'alerts.invalidAppConfiguration.short': 'Geçersiz Uygulama Yapılandırması',
  'alerts.invalidAppConfiguration.long':
    'Bu sayfanın kaynağı izin verilen kaynaklar listesinde yok veya liste geçersiz. Proje yapılandırmasını güncelleyin.',
  'alerts.embeddedWalletLoadFailed.short': 'Ağ Hatası - Gömülü cüzdan yüklenemedi',
  'alerts.embeddedWalletLoadFailed.long':
    'Gömülü cüzdan yüklenemedi. Lütfen daha sonra tekrar deneyin.',
  'alerts.embeddedWalletRequestTimeout.short': 'Gömülü Cüzdan İsteği Zaman Aşımına Uğradı',
  'alerts.embeddedWalletRequestTimeout.long':
    'Gömülü cüzdan zamanında yanıt vermedi. Lütfen daha sonra tekrar deneyin.',
  'alerts.sessionExpired.short': 'Oturumun Süresi Doldu',
  'alerts.sessionExpired.long':
    'Oturum henüz geçerli değil veya süresi doldu. Saat ayarlarınızı kontrol edip yeniden bağlanın.',
  'alerts.invalidProjectId.short': 'Geçersiz Proje Kimliği',
  'alerts.invalidProjectId.long':
    'Proje kimliği sunucu tarafından kabul edilmedi. projectId seçeneğini kontrol edin.',
  'alerts.projectIdNotConfigured.short': 'Proje Kimliği Yapılandırılmadı',
  'alerts.projectIdNotConfigured.long':
    'Proje kimliği ayarlanmamış. İstemciyi oluştururken projectId verin.',
  'alerts.rateLimited.short': 'İstek Sınırı Aşıldı',
  'alerts.rateLimited.long':
    'Uygulama yapılandırmasını yüklemek için çok fazla istek yapıldı. Bazı özellikler kullanılamayabilir; lütfen daha sonra tekrar deneyin.',
  'alerts.serverError.short': 'Sunucu Hatası',
  'alerts.serverError.long':
    'Sunucu uygulama yapılandırmasını yükleyemedi. Bazı özellikler kullanılamayabilir; lütfen daha sonra tekrar deneyin.',
  'alerts.banner.dismiss': 'Kapat: {title}',
  'alerts.view.loading': 'Yükleniyor',
  'alerts.toast.userRejected': 'İsteği cüzdanınızda reddettiniz.',
  'alerts.toast.actionNotAllowed': 'İşleme izin verilmiyor',
  'alerts.toast.disconnectFailed': 'Bağlantı kesilemedi',
  'alerts.toast.balanceUnavailable': 'Token bakiyesi kullanılamıyor',
  'alerts.toast.transactionsFailed': 'İşlemler alınamadı',
  'alerts.toast.signatureDeclined': 'İmza reddedildi',
  'alerts.toast.somethingWentWrong': 'Bir şeyler ters gitti',
  'alerts.toast.errorOccurred': 'Bir hata oluştu',
  'alerts.toast.requestAborted': 'İstek iptal edildi',
  'alerts.toast.insufficientBalance': 'Yetersiz bakiye',
  'alerts.toast.insufficientLiquidity': 'Yetersiz likidite',
  'alerts.toast.quoteExpired': 'Teklifin süresi doldu. Takas için yeni bir teklif alın.',
  'alerts.toast.swapFailed': 'Takas zincirde başarısız oldu. Hiçbir şey takas edilmedi.',
  'alerts.toast.swapNeedsEvm': 'Takas için EVM ağında bir cüzdan bağlayın.',
  'alerts.toast.smartAccountsUnsupported': 'Bu uygulama Smart Accounts desteklemiyor olabilir',
  'alerts.toast.authenticationFailed': 'Kimlik doğrulama başlatılırken bir sorun oluştu',
}

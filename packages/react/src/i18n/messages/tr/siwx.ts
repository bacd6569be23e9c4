import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Turkish messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app}, bu cüzdanın size ait olduğunu kanıtlamak için <nowrap>oturum açmanızı</nowrap> istiyor',
  'siwx.defaultAppName': 'Bu uygulama',
  'siwx.subtitle': 'İmzalamak ücretsizdir ve işlem göndermez.',
  'siwx.subtitleSigning': 'Oturum açma isteğini cüzdanınızda onaylayın.',
  'siwx.cancel': 'İptal',
  'siwx.sign': 'İmzala',
  'siwx.signing': 'İmzalanıyor…',
  'siwx.retry': 'Tekrar dene',
  'siwx.required': '{app} oturum açmayı gerektiriyor. İptal etmek cüzdanınızın bağlantısını keser.',
  'siwx.error.declined': 'İmza reddedildi',
  'siwx.error.smartAccounts': 'Bu uygulama Smart Account’ları desteklemiyor olabilir',
  'siwx.error.init': 'Kimlik doğrulama başlatılırken bir sorun oluştu',
  'siwx.error.notEnabled': 'SIWX etkin değil',
  'siwx.error.noAddress': 'ActiveCaipAddress bulunamadı',
  'siwx.error.noNetwork': 'ActiveCaipNetwork veya istemci bulunamadı',
  'siwx.error.noClient': 'ConnectionController istemcisi bulunamadı',
}

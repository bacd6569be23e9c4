import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Russian messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app} просит вас <nowrap>войти</nowrap>, чтобы подтвердить, что этот кошелёк принадлежит вам',
  'siwx.defaultAppName': 'Это приложение',
  'siwx.subtitle': 'Подпись бесплатна и не отправляет транзакцию.',
  'siwx.subtitleSigning': 'Подтвердите запрос на вход в кошельке.',
  'siwx.cancel': 'Отмена',
  'siwx.sign': 'Подписать',
  'siwx.signing': 'Подписание…',
  'siwx.retry': 'Повторить',
  'siwx.required': '{app} требует входа. Отмена отключит ваш кошелёк.',
  'siwx.error.declined': 'Подпись отклонена',
  'siwx.error.smartAccounts': 'Это приложение может не поддерживать смарт-аккаунты',
  'siwx.error.init': 'Возникла проблема при инициализации аутентификации',
  'siwx.error.notEnabled': 'SIWX не включён',
  'siwx.error.noAddress': 'ActiveCaipAddress не найден',
  'siwx.error.noNetwork': 'ActiveCaipNetwork или клиент не найден',
  'siwx.error.noClient': 'Клиент ConnectionController не найден',
}

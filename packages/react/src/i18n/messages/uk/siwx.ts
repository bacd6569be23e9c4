import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Ukrainian messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app} просить вас <nowrap>увійти</nowrap>, щоб підтвердити, що цей гаманець належить вам',
  'siwx.defaultAppName': 'Цей застосунок',
  'siwx.subtitle': 'Підпис безкоштовний і не надсилає транзакцію.',
  'siwx.subtitleSigning': 'Підтвердьте запит на вхід у гаманці.',
  'siwx.cancel': 'Скасувати',
  'siwx.sign': 'Підписати',
  'siwx.signing': 'Підписання…',
  'siwx.retry': 'Спробувати ще раз',
  'siwx.required': '{app} вимагає входу. Скасування відключить ваш гаманець.',
  'siwx.error.declined': 'Підпис відхилено',
  'siwx.error.smartAccounts': 'Цей застосунок може не підтримувати смарт-акаунти',
  'siwx.error.init': 'Виникла проблема під час ініціалізації автентифікації',
  'siwx.error.notEnabled': 'SIWX не ввімкнено',
  'siwx.error.noAddress': 'ActiveCaipAddress не знайдено',
  'siwx.error.noNetwork': 'ActiveCaipNetwork або клієнт не знайдено',
  'siwx.error.noClient': 'Клієнт ConnectionController не знайдено',
}

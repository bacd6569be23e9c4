import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Ukrainian messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Назад',
  'common.close': 'Закрити',
  'common.tryAgain': 'Спробувати ще',
  'common.loadMore': 'Завантажити ще',
  'common.testnet': 'Тестова мережа',
  'common.status.failed': 'Помилка',
  'common.status.pending': 'Очікує',
  'common.link.opensExplorer': '(відкриває оглядач блоків)',
  'common.nft.held': 'У наявності: {amount}',
  'common.networks.label': 'Мережі',
  'common.networks.unavailable': 'Недоступна з цим гаманцем',
  'common.unsupportedChain.notice':
    'Цей застосунок не підтримує вашу поточну мережу. Перейдіть на підтримувану мережу, щоб продовжити.',
  'common.unsupportedChain.label': 'Підтримувані мережі',
  'common.notAvailable.title': 'Недоступно',
  'common.notAvailable.text': 'Ця функція недоступна в цьому застосунку.',
  'common.notAvailable.back': 'Назад',
  'common.disconnect': 'Відключити',
}

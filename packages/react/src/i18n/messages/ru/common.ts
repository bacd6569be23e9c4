import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Russian messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Назад',
  'common.close': 'Закрыть',
  'common.tryAgain': 'Повторить',
  'common.loadMore': 'Загрузить ещё',
  'common.testnet': 'Тестовая сеть',
  'common.status.failed': 'Ошибка',
  'common.status.pending': 'В ожидании',
  'common.link.opensExplorer': '(открывает обозреватель блоков)',
  'common.nft.held': 'В наличии: {amount}',
  'common.networks.label': 'Сети',
  'common.networks.unavailable': 'Недоступна с этим кошельком',
  'common.unsupportedChain.notice':
    'Это приложение не поддерживает вашу текущую сеть. Перейдите на поддерживаемую сеть, чтобы продолжить.',
  'common.unsupportedChain.label': 'Поддерживаемые сети',
  'common.notAvailable.title': 'Недоступно',
  'common.notAvailable.text': 'Эта функция недоступна в этом приложении.',
  'common.notAvailable.back': 'Назад',
  'common.disconnect': 'Отключить',
}

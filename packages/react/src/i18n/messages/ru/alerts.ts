import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Russian messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Сеть не найдена',
  'alerts.networkNotFound.long':
    'Кошелёк переключился на сеть, которой нет в этом приложении. Добавьте её в параметр networks или переключитесь обратно.',
  'alerts.invalidAppConfiguration.short': 'Неверная конфигурация приложения',
  'alerts.invalidAppConfiguration.long':
    'Источник этой страницы отсутствует в списке разрешённых источников, или список недействителен. Обновите конфигурацию проекта.',
  'alerts.embeddedWalletLoadFailed.short': 'Ошибка сети — не удалось загрузить встроенный кошелёк',
  'alerts.embeddedWalletLoadFailed.long':
    'Не удалось загрузить встроенный кошелёк. Повторите попытку позже.',
  'alerts.embeddedWalletRequestTimeout.short': 'Истекло время ожидания встроенного кошелька',
  'alerts.embeddedWalletRequestTimeout.long':
    'Встроенный кошелёк не ответил вовремя. Повторите попытку позже.',
  'alerts.sessionExpired.short': 'Сеанс истёк',
  'alerts.sessionExpired.long':
    'Сеанс ещё не действителен или истёк. Проверьте настройки времени и подключитесь снова.',
  'alerts.invalidProjectId.short': 'Неверный ID проекта',
  'alerts.invalidProjectId.long': 'Сервер не принял ID проекта. Проверьте параметр projectId.',
  'alerts.projectIdNotConfigured.short': 'ID проекта не настроен',
  'alerts.projectIdNotConfigured.long':
    'ID проекта не задан. Передайте projectId при создании клиента.',
  'alerts.rateLimited.short': 'Слишком много запросов',
  'alerts.rateLimited.long':
    'Слишком много запросов при загрузке конфигурации приложения. Некоторые функции могут быть недоступны; повторите попытку позже.',
  'alerts.serverError.short': 'Ошибка сервера',
  'alerts.serverError.long':
    'Серверу не удалось загрузить конфигурацию приложения. Некоторые функции могут быть недоступны; повторите попытку позже.',
  'alerts.banner.dismiss': 'Закрыть: {title}',
  'alerts.view.loading': 'Загрузка',
  'alerts.toast.userRejected': 'Вы отклонили запрос в кошельке.',
  'alerts.toast.actionNotAllowed': 'Действие не разрешено',
  'alerts.toast.disconnectFailed': 'Не удалось отключиться',
  'alerts.toast.balanceUnavailable': 'Баланс токенов недоступен',
  'alerts.toast.transactionsFailed': 'Не удалось загрузить транзакции',
  'alerts.toast.signatureDeclined': 'Подпись отклонена',
  'alerts.toast.somethingWentWrong': 'Что-то пошло не так',
  'alerts.toast.errorOccurred': 'Произошла ошибка',
  'alerts.toast.requestAborted': 'Запрос был прерван',
  'alerts.toast.insufficientBalance': 'Недостаточно средств',
  'alerts.toast.insufficientLiquidity': 'Недостаточно ликвидности',
  'alerts.toast.quoteExpired': 'Котировка устарела. Получите новую котировку для обмена.',
  'alerts.toast.swapFailed': 'Обмен не прошёл в сети. Ничего не обменяно.',
  'alerts.toast.swapNeedsEvm': 'Подключите кошелёк в сети EVM, чтобы выполнить обмен.',
  'alerts.toast.smartAccountsUnsupported': 'Это приложение может не поддерживать Smart Accounts',
  'alerts.toast.authenticationFailed': 'Не удалось запустить аутентификацию',
}

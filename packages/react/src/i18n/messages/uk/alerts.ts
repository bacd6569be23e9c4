import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Ukrainian messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Мережу не знайдено',
  'alerts.networkNotFound.long':
    'Гаманець перемкнувся на мережу, якої немає в цьому застосунку. Додайте її до параметра networks або перемкніться назад.',
  'alerts.invalidAppConfiguration.short': 'Неправильна конфігурація застосунку',
  'alerts.invalidAppConfiguration.long':
    'Джерела цієї сторінки немає в списку дозволених джерел, або список недійсний. Оновіть конфігурацію проєкту.',
  'alerts.embeddedWalletLoadFailed.short':
    'Помилка мережі — не вдалося завантажити вбудований гаманець',
  'alerts.embeddedWalletLoadFailed.long':
    'Не вдалося завантажити вбудований гаманець. Спробуйте пізніше.',
  'alerts.embeddedWalletRequestTimeout.short': 'Час очікування вбудованого гаманця вичерпано',
  'alerts.embeddedWalletRequestTimeout.long':
    'Вбудований гаманець не відповів вчасно. Спробуйте пізніше.',
  'alerts.sessionExpired.short': 'Сеанс завершився',
  'alerts.sessionExpired.long':
    'Сеанс ще не дійсний або завершився. Перевірте налаштування часу й підключіться знову.',
  'alerts.invalidProjectId.short': 'Неправильний ID проєкту',
  'alerts.invalidProjectId.long': 'Сервер не прийняв ID проєкту. Перевірте параметр projectId.',
  'alerts.projectIdNotConfigured.short': 'ID проєкту не налаштовано',
  'alerts.projectIdNotConfigured.long':
    'ID проєкту не задано. Передайте projectId під час створення клієнта.',
  'alerts.rateLimited.short': 'Забагато запитів',
  'alerts.rateLimited.long':
    'Забагато запитів під час завантаження конфігурації застосунку. Деякі функції можуть бути недоступні; спробуйте пізніше.',
  'alerts.serverError.short': 'Помилка сервера',
  'alerts.serverError.long':
    'Серверу не вдалося завантажити конфігурацію застосунку. Деякі функції можуть бути недоступні; спробуйте пізніше.',
  'alerts.banner.dismiss': 'Закрити: {title}',
  'alerts.view.loading': 'Завантаження',
  'alerts.toast.userRejected': 'Ви відхилили запит у гаманці.',
  'alerts.toast.actionNotAllowed': 'Дія не дозволена',
  'alerts.toast.disconnectFailed': 'Не вдалося відключитися',
  'alerts.toast.balanceUnavailable': 'Баланс токенів недоступний',
  'alerts.toast.transactionsFailed': 'Не вдалося завантажити транзакції',
  'alerts.toast.signatureDeclined': 'Підпис відхилено',
  'alerts.toast.somethingWentWrong': 'Щось пішло не так',
  'alerts.toast.errorOccurred': 'Сталася помилка',
  'alerts.toast.requestAborted': 'Запит перервано',
  'alerts.toast.insufficientBalance': 'Недостатньо коштів',
  'alerts.toast.insufficientLiquidity': 'Недостатньо ліквідності',
  'alerts.toast.quoteExpired': 'Котирування застаріло. Отримайте нове котирування для обміну.',
  'alerts.toast.swapFailed': 'Обмін не вдався в мережі. Нічого не обміняно.',
  'alerts.toast.swapNeedsEvm': 'Підключіть гаманець у мережі EVM, щоб виконати обмін.',
  'alerts.toast.smartAccountsUnsupported': 'Цей застосунок може не підтримувати Smart Accounts',
  'alerts.toast.authenticationFailed': 'Не вдалося запустити автентифікацію',
}

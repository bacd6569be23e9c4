import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Ukrainian messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Завантаження провайдерів',
  'onramp.providers.none': 'Немає провайдерів, що продають криптовалюту для цієї мережі',
  'onramp.providers.fee': 'Комісія {range}',
  'onramp.buy.loading': 'Завантаження',
  'onramp.buy.label': 'Купити',
  'onramp.buy.network': 'Мережа',
  'onramp.buy.payWith': 'Спосіб оплати',
  'onramp.buy.amount': 'Сума',
  'onramp.buy.fiat': 'Валюта оплати',
  'onramp.buy.openFailed': 'Не вдалося відкрити {provider}. Спробуйте ще раз.',
  'onramp.buy.continue': 'Продовжити з {provider}',
  'onramp.buy.enterAmount': 'Введіть суму',
  'onramp.method.card': 'Картка',
  'onramp.method.ach': 'Банк (ACH)',
  'onramp.amount.unavailable': 'Цей спосіб оплати недоступний',
  'onramp.amount.range': 'Введіть суму від {min} до {max} {currency}',
  'onramp.quote.get': 'Ви отримаєте',
  'onramp.quote.providerFee': 'Комісія провайдера',
  'onramp.quote.networkFee': 'Комісія мережі',
  'onramp.quote.total': 'Ви сплатите',
  'onramp.quote.estimate': 'Орієнтовно – чекаємо на актуальну пропозицію',
  'onramp.waiting.label': 'Очікування покупки',
  'onramp.waiting.title': 'Купівля {amount} {symbol}',
  'onramp.waiting.text':
    'Завершіть оплату у вікні {provider}. {symbol} з’явиться тут після зарахування.',
  'onramp.waiting.reopen': 'Знову відкрити {provider}',
  'onramp.waiting.closed':
    'Вікно {provider} закрито. Якщо ви оплатили, ваші {symbol} з’являться тут, щойно надійдуть.',
  'onramp.waiting.back': 'Повернутися до акаунта',
  'onramp.waiting.arrived': '{amount} {symbol} надійшло від {provider}',
}

import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Russian messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Загрузка провайдеров',
  'onramp.providers.none': 'Нет провайдеров, продающих криптовалюту для этой сети',
  'onramp.providers.fee': 'Комиссия {range}',
  'onramp.buy.loading': 'Загрузка',
  'onramp.buy.label': 'Купить',
  'onramp.buy.network': 'Сеть',
  'onramp.buy.payWith': 'Способ оплаты',
  'onramp.buy.amount': 'Сумма',
  'onramp.buy.fiat': 'Валюта оплаты',
  'onramp.buy.openFailed': 'Не удалось открыть {provider}. Попробуйте ещё раз.',
  'onramp.buy.continue': 'Продолжить с {provider}',
  'onramp.buy.enterAmount': 'Введите сумму',
  'onramp.method.card': 'Карта',
  'onramp.method.ach': 'Банк (ACH)',
  'onramp.amount.unavailable': 'Этот способ оплаты недоступен',
  'onramp.amount.range': 'Введите сумму от {min} до {max} {currency}',
  'onramp.quote.get': 'Вы получите',
  'onramp.quote.providerFee': 'Комиссия провайдера',
  'onramp.quote.networkFee': 'Комиссия сети',
  'onramp.quote.total': 'Вы заплатите',
  'onramp.quote.estimate': 'Оценка – ждём актуальную котировку',
  'onramp.waiting.label': 'Ожидание покупки',
  'onramp.waiting.title': 'Покупка {amount} {symbol}',
  'onramp.waiting.text':
    'Завершите оплату в окне {provider}. {symbol} появится здесь после зачисления.',
  'onramp.waiting.reopen': 'Снова открыть {provider}',
  'onramp.waiting.closed':
    'Окно {provider} закрыто. Если вы оплатили, ваши {symbol} появятся здесь, когда поступят.',
  'onramp.waiting.back': 'Вернуться к аккаунту',
  'onramp.waiting.arrived': '{amount} {symbol} поступило от {provider}',
}

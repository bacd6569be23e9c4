import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Russian messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Подключить кошелёк',
  'titles.allWallets': 'Все кошельки',
  'titles.account': 'Аккаунт',
  'titles.networks': 'Выберите сеть',
  'titles.unsupportedChain': 'Смените сеть',
  'titles.siwxSignMessage': 'Вход',
  'titles.walletSend': 'Отправить',
  'titles.walletSendSelectToken': 'Выберите токен',
  'titles.walletSendPreview': 'Проверка отправки',
  'titles.walletSendSent': 'Транзакция отправлена',
  'titles.swap': 'Обмен',
  'titles.swapSelectTokenFrom': 'Выберите токен для продажи',
  'titles.swapSelectTokenTo': 'Выберите токен для покупки',
  'titles.swapPreview': 'Проверка обмена',
  'titles.walletReceive': 'Получить',
  'titles.onRampProviders': 'Купить',
  'titles.onRampBuy': 'Купить криптовалюту',
  'titles.onRampWaiting': 'Покупка',
  'titles.whatIsAWallet': 'Что такое кошелёк?',
  'titles.emailVerifyOtp': 'Подтвердите email',
  'titles.emailVerifyDevice': 'Регистрация устройства',
  'titles.approveTransaction': 'Подтвердите транзакцию',
  'titles.connectSocials': 'Все соцсети',
  'titles.updateEmail': 'Изменить email',
  'titles.updateEmailPrimaryOtp': 'Подтвердите текущий email',
  'titles.updateEmailSecondaryOtp': 'Подтвердите новый email',
  'titles.registerAccountName': 'Выберите имя',
  'titles.registerAccountNameSuccess': 'Имя зарегистрировано',
}

import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Ukrainian messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Підключити гаманець',
  'titles.allWallets': 'Усі гаманці',
  'titles.account': 'Акаунт',
  'titles.networks': 'Виберіть мережу',
  'titles.unsupportedChain': 'Змініть мережу',
  'titles.siwxSignMessage': 'Вхід',
  'titles.walletSend': 'Надіслати',
  'titles.walletSendSelectToken': 'Виберіть токен',
  'titles.walletSendPreview': 'Перевірка надсилання',
  'titles.walletSendSent': 'Транзакцію надіслано',
  'titles.swap': 'Обмін',
  'titles.swapSelectTokenFrom': 'Виберіть токен для продажу',
  'titles.swapSelectTokenTo': 'Виберіть токен для купівлі',
  'titles.swapPreview': 'Перевірка обміну',
  'titles.walletReceive': 'Отримати',
  'titles.onRampProviders': 'Купити',
  'titles.onRampBuy': 'Купити криптовалюту',
  'titles.onRampWaiting': 'Купівля',
  'titles.whatIsAWallet': 'Що таке гаманець?',
  'titles.emailVerifyOtp': 'Підтвердьте email',
  'titles.emailVerifyDevice': 'Реєстрація пристрою',
  'titles.approveTransaction': 'Підтвердьте транзакцію',
  'titles.connectSocials': 'Усі соцмережі',
  'titles.updateEmail': 'Змінити email',
  'titles.updateEmailPrimaryOtp': 'Підтвердьте поточний email',
  'titles.updateEmailSecondaryOtp': 'Підтвердьте новий email',
  'titles.registerAccountName': 'Виберіть ім’я',
  'titles.registerAccountNameSuccess': 'Ім’я зареєстровано',
}

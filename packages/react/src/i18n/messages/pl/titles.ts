import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Polish messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Połącz portfel',
  'titles.allWallets': 'Wszystkie portfele',
  'titles.account': 'Konto',
  'titles.networks': 'Wybierz sieć',
  'titles.unsupportedChain': 'Zmień sieć',
  'titles.siwxSignMessage': 'Zaloguj się',
  'titles.walletSend': 'Wyślij',
  'titles.walletSendSelectToken': 'Wybierz token',
  'titles.walletSendPreview': 'Sprawdź wysyłkę',
  'titles.walletSendSent': 'Transakcja wysłana',
  'titles.swap': 'Wymień',
  'titles.swapSelectTokenFrom': 'Wybierz token do sprzedaży',
  'titles.swapSelectTokenTo': 'Wybierz token do kupienia',
  'titles.swapPreview': 'Sprawdź wymianę',
  'titles.walletReceive': 'Odbierz',
  'titles.onRampProviders': 'Kup',
  'titles.onRampBuy': 'Kup kryptowaluty',
  'titles.onRampWaiting': 'Trwa zakup',
  'titles.whatIsAWallet': 'Czym jest portfel?',
  'titles.emailVerifyOtp': 'Potwierdź e-mail',
  'titles.emailVerifyDevice': 'Zarejestruj urządzenie',
  'titles.approveTransaction': 'Zatwierdź transakcję',
  'titles.connectSocials': 'Wszystkie serwisy społecznościowe',
  'titles.updateEmail': 'Edytuj e-mail',
  'titles.updateEmailPrimaryOtp': 'Potwierdź obecny e-mail',
  'titles.updateEmailSecondaryOtp': 'Potwierdź nowy e-mail',
  'titles.registerAccountName': 'Wybierz nazwę',
  'titles.registerAccountNameSuccess': 'Nazwa zarejestrowana',
}

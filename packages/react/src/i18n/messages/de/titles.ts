import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** German messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Wallet verbinden',
  'titles.allWallets': 'Alle Wallets',
  'titles.account': 'Konto',
  'titles.networks': 'Netzwerk wählen',
  'titles.unsupportedChain': 'Netzwerk wechseln',
  'titles.siwxSignMessage': 'Anmelden',
  'titles.walletSend': 'Senden',
  'titles.walletSendSelectToken': 'Token wählen',
  'titles.walletSendPreview': 'Senden prüfen',
  'titles.walletSendSent': 'Transaktion gesendet',
  'titles.swap': 'Tauschen',
  'titles.swapSelectTokenFrom': 'Token zum Verkaufen wählen',
  'titles.swapSelectTokenTo': 'Token zum Kaufen wählen',
  'titles.swapPreview': 'Tausch prüfen',
  'titles.walletReceive': 'Empfangen',
  'titles.onRampProviders': 'Kaufen',
  'titles.onRampBuy': 'Krypto kaufen',
  'titles.onRampWaiting': 'Kauf läuft',
  'titles.whatIsAWallet': 'Was ist eine Wallet?',
  'titles.emailVerifyOtp': 'E-Mail bestätigen',
  'titles.emailVerifyDevice': 'Gerät registrieren',
  'titles.approveTransaction': 'Transaktion genehmigen',
  'titles.connectSocials': 'Alle sozialen Konten',
  'titles.updateEmail': 'E-Mail ändern',
  'titles.updateEmailPrimaryOtp': 'Aktuelle E-Mail bestätigen',
  'titles.updateEmailSecondaryOtp': 'Neue E-Mail bestätigen',
  'titles.registerAccountName': 'Namen wählen',
  'titles.registerAccountNameSuccess': 'Name registriert',
}

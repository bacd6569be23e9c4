import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Italian messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Collega wallet',
  'titles.allWallets': 'Tutti i wallet',
  'titles.account': 'Account',
  'titles.networks': 'Scegli la rete',
  'titles.unsupportedChain': 'Cambia rete',
  'titles.siwxSignMessage': 'Accedi',
  'titles.walletSend': 'Invia',
  'titles.walletSendSelectToken': 'Seleziona token',
  'titles.walletSendPreview': 'Controlla l’invio',
  'titles.walletSendSent': 'Transazione inviata',
  'titles.swap': 'Scambia',
  'titles.swapSelectTokenFrom': 'Seleziona il token da vendere',
  'titles.swapSelectTokenTo': 'Seleziona il token da acquistare',
  'titles.swapPreview': 'Controlla lo scambio',
  'titles.walletReceive': 'Ricevi',
  'titles.onRampProviders': 'Acquista',
  'titles.onRampBuy': 'Acquista cripto',
  'titles.onRampWaiting': 'Acquisto in corso',
  'titles.whatIsAWallet': 'Che cos’è un wallet?',
  'titles.emailVerifyOtp': 'Conferma email',
  'titles.emailVerifyDevice': 'Registra dispositivo',
  'titles.approveTransaction': 'Approva transazione',
  'titles.connectSocials': 'Tutti i social',
  'titles.updateEmail': 'Modifica email',
  'titles.updateEmailPrimaryOtp': 'Conferma email attuale',
  'titles.updateEmailSecondaryOtp': 'Conferma nuova email',
  'titles.registerAccountName': 'Scegli un nome',
  'titles.registerAccountNameSuccess': 'Nome registrato',
}

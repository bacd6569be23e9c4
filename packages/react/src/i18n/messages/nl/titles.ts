import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Dutch messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Wallet verbinden',
  'titles.allWallets': 'Alle wallets',
  'titles.account': 'Account',
  'titles.networks': 'Netwerk kiezen',
  'titles.unsupportedChain': 'Netwerk wisselen',
  'titles.siwxSignMessage': 'Inloggen',
  'titles.walletSend': 'Versturen',
  'titles.walletSendSelectToken': 'Token kiezen',
  'titles.walletSendPreview': 'Verzending controleren',
  'titles.walletSendSent': 'Transactie verstuurd',
  'titles.swap': 'Swappen',
  'titles.swapSelectTokenFrom': 'Kies de token om te verkopen',
  'titles.swapSelectTokenTo': 'Kies de token om te kopen',
  'titles.swapPreview': 'Swap controleren',
  'titles.walletReceive': 'Ontvangen',
  'titles.onRampProviders': 'Kopen',
  'titles.onRampBuy': 'Crypto kopen',
  'titles.onRampWaiting': 'Bezig met kopen',
  'titles.whatIsAWallet': 'Wat is een wallet?',
  'titles.emailVerifyOtp': 'E-mail bevestigen',
  'titles.emailVerifyDevice': 'Apparaat registreren',
  'titles.approveTransaction': 'Transactie goedkeuren',
  'titles.connectSocials': 'Alle sociale accounts',
  'titles.updateEmail': 'E-mail wijzigen',
  'titles.updateEmailPrimaryOtp': 'Huidige e-mail bevestigen',
  'titles.updateEmailSecondaryOtp': 'Nieuwe e-mail bevestigen',
  'titles.registerAccountName': 'Naam kiezen',
  'titles.registerAccountNameSuccess': 'Naam geregistreerd',
}

import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** French messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Connecter un portefeuille',
  'titles.allWallets': 'Tous les portefeuilles',
  'titles.account': 'Compte',
  'titles.networks': 'Choisir un réseau',
  'titles.unsupportedChain': 'Changer de réseau',
  'titles.siwxSignMessage': 'Se connecter',
  'titles.walletSend': 'Envoyer',
  'titles.walletSendSelectToken': 'Choisir un jeton',
  'titles.walletSendPreview': 'Vérifier l’envoi',
  'titles.walletSendSent': 'Transaction envoyée',
  'titles.swap': 'Échanger',
  'titles.swapSelectTokenFrom': 'Choisir le jeton à vendre',
  'titles.swapSelectTokenTo': 'Choisir le jeton à acheter',
  'titles.swapPreview': 'Vérifier l’échange',
  'titles.walletReceive': 'Recevoir',
  'titles.onRampProviders': 'Acheter',
  'titles.onRampBuy': 'Acheter des cryptos',
  'titles.onRampWaiting': 'Achat en cours',
  'titles.whatIsAWallet': 'Qu’est-ce qu’un portefeuille ?',
  'titles.emailVerifyOtp': 'Confirmer l’e-mail',
  'titles.emailVerifyDevice': 'Enregistrer l’appareil',
  'titles.approveTransaction': 'Approuver la transaction',
  'titles.connectSocials': 'Tous les réseaux sociaux',
  'titles.updateEmail': 'Modifier l’e-mail',
  'titles.updateEmailPrimaryOtp': 'Confirmer l’e-mail actuel',
  'titles.updateEmailSecondaryOtp': 'Confirmer le nouvel e-mail',
  'titles.registerAccountName': 'Choisir un nom',
  'titles.registerAccountNameSuccess': 'Nom enregistré',
}

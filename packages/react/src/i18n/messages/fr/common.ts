import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** French messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Retour',
  'common.close': 'Fermer',
  'common.tryAgain': 'Réessayer',
  'common.loadMore': 'Charger plus',
  'common.testnet': 'Testnet',
  'common.status.failed': 'Échec',
  'common.status.pending': 'En attente',
  'common.link.opensExplorer': '(ouvre l’explorateur de blocs)',
  'common.nft.held': '{amount} détenus',
  'common.networks.label': 'Réseaux',
  'common.networks.unavailable': 'Indisponible avec ce portefeuille',
  'common.unsupportedChain.notice':
    'Cette application ne prend pas en charge votre réseau actuel. Passez à un réseau pris en charge pour continuer.',
  'common.unsupportedChain.label': 'Réseaux pris en charge',
  'common.notAvailable.title': 'Indisponible',
  'common.notAvailable.text': 'Cette fonctionnalité n’est pas disponible dans cette application.',
  'common.notAvailable.back': 'Retour',
  'common.disconnect': 'Déconnecter',
}

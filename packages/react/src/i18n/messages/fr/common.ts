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
}

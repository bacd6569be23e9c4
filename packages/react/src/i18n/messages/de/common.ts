import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** German messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Zurück',
  'common.close': 'Schließen',
  'common.tryAgain': 'Erneut versuchen',
  'common.loadMore': 'Mehr laden',
  'common.testnet': 'Testnetz',
  'common.status.failed': 'Fehlgeschlagen',
  'common.status.pending': 'Ausstehend',
  'common.link.opensExplorer': '(öffnet den Block-Explorer)',
  'common.nft.held': '{amount} im Besitz',
  'common.networks.label': 'Netzwerke',
  'common.networks.unavailable': 'Mit dieser Wallet nicht verfügbar',
  'common.unsupportedChain.notice':
    'Diese App unterstützt dein aktuelles Netzwerk nicht. Wechsle zu einem unterstützten Netzwerk, um fortzufahren.',
  'common.unsupportedChain.label': 'Unterstützte Netzwerke',
  'common.notAvailable.title': 'Nicht verfügbar',
  'common.notAvailable.text': 'Diese Funktion ist in dieser App nicht verfügbar.',
  'common.notAvailable.back': 'Zurück',
  'common.disconnect': 'Trennen',
}

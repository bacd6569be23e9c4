import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Italian messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Indietro',
  'common.close': 'Chiudi',
  'common.tryAgain': 'Riprova',
  'common.loadMore': 'Carica altro',
  'common.testnet': 'Testnet',
  'common.status.failed': 'Non riuscita',
  'common.status.pending': 'In sospeso',
  'common.link.opensExplorer': '(apre il block explorer)',
  'common.nft.held': '{amount} posseduti',
  'common.networks.label': 'Reti',
  'common.networks.unavailable': 'Non disponibile con questo wallet',
  'common.unsupportedChain.notice':
    'Questa app non supporta la tua rete attuale. Passa a una rete supportata per continuare.',
  'common.unsupportedChain.label': 'Reti supportate',
  'common.notAvailable.title': 'Non disponibile',
  'common.notAvailable.text': 'Questa funzione non è disponibile in questa app.',
  'common.notAvailable.back': 'Indietro',
  'common.disconnect': 'Disconnetti',
}

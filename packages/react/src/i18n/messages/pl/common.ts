import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Polish messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Wstecz',
  'common.close': 'Zamknij',
  'common.tryAgain': 'Spróbuj ponownie',
  'common.loadMore': 'Wczytaj więcej',
  'common.testnet': 'Testnet',
  'common.status.failed': 'Nieudana',
  'common.status.pending': 'Oczekuje',
  'common.link.opensExplorer': '(otwiera eksplorator bloków)',
  'common.nft.held': 'Posiadane: {amount}',
  'common.networks.label': 'Sieci',
  'common.networks.unavailable': 'Niedostępna w tym portfelu',
  'common.unsupportedChain.notice':
    'Ta aplikacja nie obsługuje Twojej obecnej sieci. Przełącz się na obsługiwaną sieć, aby kontynuować.',
  'common.unsupportedChain.label': 'Obsługiwane sieci',
  'common.notAvailable.title': 'Niedostępne',
  'common.notAvailable.text': 'Ta funkcja nie jest dostępna w tej aplikacji.',
  'common.notAvailable.back': 'Wstecz',
  'common.disconnect': 'Rozłącz',
}

import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Dutch messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Terug',
  'common.close': 'Sluiten',
  'common.tryAgain': 'Opnieuw proberen',
  'common.loadMore': 'Meer laden',
  'common.testnet': 'Testnet',
  'common.status.failed': 'Mislukt',
  'common.status.pending': 'In behandeling',
  'common.link.opensExplorer': '(opent de blockverkenner)',
  'common.nft.held': '{amount} in bezit',
  'common.networks.label': 'Netwerken',
  'common.networks.unavailable': 'Niet beschikbaar met deze wallet',
  'common.unsupportedChain.notice':
    'Deze app ondersteunt je huidige netwerk niet. Wissel naar een ondersteund netwerk om door te gaan.',
  'common.unsupportedChain.label': 'Ondersteunde netwerken',
  'common.notAvailable.title': 'Niet beschikbaar',
  'common.notAvailable.text': 'Deze functie is niet beschikbaar in deze app.',
  'common.notAvailable.back': 'Terug',
  'common.disconnect': 'Verbinding verbreken',
}

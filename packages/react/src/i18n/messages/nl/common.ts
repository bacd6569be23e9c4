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
}

import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Hindi messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'वापस',
  'common.close': 'बंद करें',
  'common.tryAgain': 'फिर से कोशिश करें',
  'common.loadMore': 'और लोड करें',
  'common.testnet': 'टेस्टनेट',
  'common.status.failed': 'विफल',
  'common.status.pending': 'लंबित',
  'common.link.opensExplorer': '(ब्लॉक एक्सप्लोरर खोलता है)',
  'common.nft.held': '{amount} आपके पास',
}

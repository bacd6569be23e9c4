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
  'common.networks.label': 'नेटवर्क',
  'common.networks.unavailable': 'इस वॉलेट के साथ उपलब्ध नहीं',
  'common.unsupportedChain.notice':
    'यह ऐप आपके मौजूदा नेटवर्क को सपोर्ट नहीं करता। जारी रखने के लिए किसी समर्थित नेटवर्क पर जाएँ।',
  'common.unsupportedChain.label': 'समर्थित नेटवर्क',
  'common.notAvailable.title': 'उपलब्ध नहीं',
  'common.notAvailable.text': 'यह सुविधा इस ऐप में उपलब्ध नहीं है।',
  'common.notAvailable.back': 'वापस जाएँ',
  'common.disconnect': 'डिस्कनेक्ट करें',
}

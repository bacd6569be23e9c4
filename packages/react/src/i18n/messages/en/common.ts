/**
 * English messages of the common area: generic words the modal's shared ui parts use (the
 * header's Back and Close, retries, list paging, statuses) and the views that ship in the modal's
 * own chunk (Networks, UnsupportedChain, NotAvailable). The source every other locale translates.
 * @example
 * common['common.back'] // 'Back'
 */
export const common = {
  'common.back': 'Back',
  'common.close': 'Close',
  'common.tryAgain': 'Try again',
  'common.loadMore': 'Load more',
  'common.testnet': 'Testnet',
  'common.status.failed': 'Failed',
  'common.status.pending': 'Pending',
  'common.link.opensExplorer': '(opens the block explorer)',
  'common.nft.held': '{amount} held',
  'common.networks.label': 'Networks',
  'common.networks.unavailable': 'Not available with this wallet',
  'common.unsupportedChain.notice':
    'This app doesn’t support your current network. Switch to a supported network to continue.',
  'common.unsupportedChain.label': 'Supported networks',
  'common.notAvailable.title': 'Not available',
  'common.notAvailable.text': 'This feature is not available in this app.',
  'common.notAvailable.back': 'Go back',
  'common.disconnect': 'Disconnect',
} as const

/**
 * English messages of the common area: generic words the modal's shared ui parts use (the
 * header's Back and Close, retries, list paging, statuses). The source every other locale
 * translates.
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
} as const

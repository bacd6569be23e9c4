/**
 * English messages of the alerts area: the source every other locale translates. The alert
 * banners are the spec's §8 alerts (`ALERTS` in common, `CONFIG_ALERTS` in core) word for word;
 * the toasts are the sentences core's errors carry as `shortMessage`.
 * @example
 * alerts['alerts.sessionExpired.short'] // 'Session Expired'
 */
export const alerts = {
  'alerts.networkNotFound.short': 'Network Not Found',
  'alerts.networkNotFound.long':
    'The wallet switched to a network this app does not list. Add it to the networks option or switch back.',
  'alerts.invalidAppConfiguration.short': 'Invalid App Configuration',
  'alerts.invalidAppConfiguration.long':
    'This page origin is not on the allowed origins list, or the list is invalid. Update the project configuration.',
  'alerts.embeddedWalletLoadFailed.short': 'Network Error - Could not load embedded wallet',
  'alerts.embeddedWalletLoadFailed.long':
    'The embedded wallet could not be loaded. Please try again later.',
  'alerts.embeddedWalletRequestTimeout.short': 'Embedded Wallet Request Timed Out',
  'alerts.embeddedWalletRequestTimeout.long':
    'The embedded wallet did not answer in time. Please try again later.',
  'alerts.sessionExpired.short': 'Session Expired',
  'alerts.sessionExpired.long':
    'The session is not valid yet or has expired. Check your time settings and connect again.',
  'alerts.invalidProjectId.short': 'Invalid Project ID',
  'alerts.invalidProjectId.long':
    'The project id was not accepted by the server. Check the projectId option.',
  'alerts.projectIdNotConfigured.short': 'Project ID Not Configured',
  'alerts.projectIdNotConfigured.long':
    'No project id is set. Pass projectId when creating the client.',
  'alerts.rateLimited.short': 'Rate Limited',
  'alerts.rateLimited.long':
    'Too many requests to load the app configuration. Some features may be unavailable; please try again later.',
  'alerts.serverError.short': 'Server Error',
  'alerts.serverError.long':
    'The server could not load the app configuration. Some features may be unavailable; please try again later.',
  'alerts.banner.dismiss': 'Dismiss: {title}',
  'alerts.view.loading': 'Loading',
  'alerts.toast.userRejected': 'You declined the request in your wallet.',
  'alerts.toast.actionNotAllowed': 'Action not allowed',
  'alerts.toast.disconnectFailed': 'Failed to disconnect',
  'alerts.toast.balanceUnavailable': 'Token Balance Unavailable',
  'alerts.toast.transactionsFailed': 'Failed to fetch transactions',
  'alerts.toast.signatureDeclined': 'Signature declined',
  'alerts.toast.somethingWentWrong': 'Something went wrong',
  'alerts.toast.errorOccurred': 'An error occurred',
  'alerts.toast.requestAborted': 'Request was aborted',
  'alerts.toast.insufficientBalance': 'Insufficient balance',
  'alerts.toast.insufficientLiquidity': 'Insufficient liquidity',
  'alerts.toast.quoteExpired': 'The quote expired. Get a new quote to swap.',
  'alerts.toast.swapFailed': 'The swap failed on chain. Nothing was swapped.',
  'alerts.toast.swapNeedsEvm': 'Connect a wallet on an EVM network to swap.',
  'alerts.toast.smartAccountsUnsupported': 'This application might not support Smart Accounts',
  'alerts.toast.authenticationFailed': 'A problem occurred while trying initialize authentication',
} as const

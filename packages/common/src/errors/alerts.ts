/**
 * An alert banner: a short title and a longer explanation.
 * @example
 * const alert: Alert = ALERTS.SESSION_EXPIRED
 */
export type Alert = {
  shortMessage: string
  longMessage: string
}

/**
 * Every alert of spec §8. Titles are the spec's; explanations are Portico's.
 * @example
 * alertStore.open(ALERTS.PROJECT_ID_NOT_CONFIGURED, 'error')
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage:
      'The wallet switched to a network this app does not list. Add it to the networks option or switch back.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      'This page origin is not on the allowed origins list, or the list is invalid. Update the project configuration.',
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet could not be loaded. Please try again later.',
  },
  EMBEDDED_WALLET_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time. Please try again later.',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage:
      'The session is not valid yet or has expired. Check your time settings and connect again.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id was not accepted by the server. Check the projectId option.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'No project id is set. Pass projectId when creating the client.',
  },
} as const satisfies Record<string, Alert>

/**
 * The key of an alert in {@link ALERTS}.
 * @example
 * const key: AlertKey = 'SESSION_EXPIRED'
 */
export type AlertKey = keyof typeof ALERTS

import type { Alert } from '@portico/common'

/**
 * Alerts for failures of the allowed-origins request that spec §8 does not name: a rate limit
 * (429) and a server error (5xx), as the existing clients show them.
 * @example
 * portico.stores.alert.getState().show(CONFIG_ALERTS.RATE_LIMITED, 'warning')
 */
export const CONFIG_ALERTS = {
  RATE_LIMITED: {
    shortMessage: 'Rate Limited',
    longMessage:
      'Too many requests to load the app configuration. Some features may be unavailable; please try again later.',
  },
  SERVER_ERROR: {
    shortMessage: 'Server Error',
    longMessage:
      'The server could not load the app configuration. Some features may be unavailable; please try again later.',
  },
} as const satisfies Record<string, Alert>

import type { AlertKey } from '@portico/common'
import type { CONFIG_ALERTS } from '@portico/core'
import type { MessageKey } from '../i18n/messages/en'

/**
 * The message keys of an alert banner: its title and its explanation.
 * @example
 * const keys: AlertMessageKeys = { short: 'alerts.sessionExpired.short', long: 'alerts.sessionExpired.long' }
 */
export type AlertMessageKeys = { short: MessageKey; long: MessageKey }

/**
 * The message keys of every alert core shows: spec §8's `ALERTS` and core's `CONFIG_ALERTS`.
 * Typed by both key lists, so a new alert without messages fails to compile.
 * @example
 * t(ALERT_MESSAGE_KEYS.SESSION_EXPIRED.short) // 'Session Expired'
 */
export const ALERT_MESSAGE_KEYS = {
  NETWORK_NOT_FOUND: { short: 'alerts.networkNotFound.short', long: 'alerts.networkNotFound.long' },
  INVALID_APP_CONFIGURATION: {
    short: 'alerts.invalidAppConfiguration.short',
    long: 'alerts.invalidAppConfiguration.long',
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    short: 'alerts.embeddedWalletLoadFailed.short',
    long: 'alerts.embeddedWalletLoadFailed.long',
  },
  EMBEDDED_WALLET_REQUEST_TIMEOUT: {
    short: 'alerts.embeddedWalletRequestTimeout.short',
    long: 'alerts.embeddedWalletRequestTimeout.long',
  },
  SESSION_EXPIRED: { short: 'alerts.sessionExpired.short', long: 'alerts.sessionExpired.long' },
  INVALID_PROJECT_ID: {
    short: 'alerts.invalidProjectId.short',
    long: 'alerts.invalidProjectId.long',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    short: 'alerts.projectIdNotConfigured.short',
    long: 'alerts.projectIdNotConfigured.long',
  },
  RATE_LIMITED: { short: 'alerts.rateLimited.short', long: 'alerts.rateLimited.long' },
  SERVER_ERROR: { short: 'alerts.serverError.short', long: 'alerts.serverError.long' },
} as const satisfies Record<AlertKey | keyof typeof CONFIG_ALERTS, AlertMessageKeys>

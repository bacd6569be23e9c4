import { ALERTS, type Alert } from '@portico/common'
import { CONFIG_ALERTS } from '@portico/core'
import type { Translator } from '../i18n/Translator'
import { ALERT_MESSAGE_KEYS } from './alertMessageKeys'

/** Every alert core shows, keyed like {@link ALERT_MESSAGE_KEYS}. */
const KNOWN_ALERTS: Record<keyof typeof ALERT_MESSAGE_KEYS, Alert> = { ...ALERTS, ...CONFIG_ALERTS }

/**
 * An alert's title and explanation in the translator's language. The alert store holds the
 * English texts, so the alert is recognised by them; one core does not know stays as it is.
 * @example
 * translateAlert(ALERTS.SESSION_EXPIRED, t) // { title: 'Sitzung abgelaufen', text: '…' }
 */
export function translateAlert(alert: Alert, t: Translator['t']): { title: string; text: string } {
  for (const [key, known] of Object.entries(KNOWN_ALERTS)) {
    if (known.shortMessage !== alert.shortMessage || known.longMessage !== alert.longMessage)
      continue
    const keys = ALERT_MESSAGE_KEYS[key as keyof typeof ALERT_MESSAGE_KEYS]
    return { title: t(keys.short), text: t(keys.long) }
  }
  return { title: alert.shortMessage, text: alert.longMessage }
}

import type { AnalyticsEvent } from '@portico/common/schemas/api'
import type { PorticoEventEnvelope } from '../types/PorticoEvent'

/**
 * Where an event happened: the page's address without its query and fragment (they can carry
 * tokens), and its host name.
 * @example
 * const page: AnalyticsPage = { url: 'https://shop.example.com/checkout', domain: 'shop.example.com' }
 */
export type AnalyticsPage = { url: string; domain: string }

// Properties never sent: who the visitor is, and what leads back to them.
const WITHHELD = new Set(['address', 'hash', 'cursor', 'projectId'])
const EVM_HEX = /0x[0-9a-fA-F]{40,}/g
const BASE58 = /\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g

/**
 * `text` with every EVM address or hash and every base58 account (Solana, Bitcoin) replaced by
 * '[redacted]', so an error message cannot carry a visitor's address.
 * @example
 * redactAddresses('insufficient funds for 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // 'insufficient funds for [redacted]'
 */
export function redactAddresses(text: string): string {
  return text.replace(EVM_HEX, '[redacted]').replace(BASE58, '[redacted]')
}

function isError(name: string): boolean {
  return name.endsWith('_ERROR') || name.startsWith('ERROR_')
}

/**
 * The analytics payload of one kit event (spec §7: `eventId`, `url`, `domain`, `timestamp`,
 * `props` with `type`, `event` and, for errors, `errorType` and `errorMessage`), its properties
 * under `props.properties`. Addresses are never sent: no `props.address`, no address-like
 * property, and addresses inside messages redacted.
 * @example
 * toAnalyticsEvent({ timestamp: 1, event: { event: 'MODAL_OPEN', properties: { connected: false } } }, page, 'id-1')
 */
export function toAnalyticsEvent(
  envelope: PorticoEventEnvelope,
  page: AnalyticsPage,
  eventId: string,
): AnalyticsEvent {
  const { event, properties } = envelope.event
  const kept: Record<string, string | number | boolean> = {}
  let message: string | undefined
  for (const [key, value] of Object.entries(properties)) {
    if (WITHHELD.has(key)) continue
    if (key === 'message' && typeof value === 'string') message = redactAddresses(value)
    else if (typeof value === 'string') kept[key] = redactAddresses(value).slice(0, 256)
    else if (typeof value === 'number' || typeof value === 'boolean') kept[key] = value
  }
  const error = isError(event)
  return {
    eventId,
    url: page.url,
    domain: page.domain,
    timestamp: envelope.timestamp,
    props: {
      type: error ? 'error' : 'track',
      event,
      ...(error && { errorType: event, errorMessage: message ?? event }),
      properties: kept,
    },
  }
}

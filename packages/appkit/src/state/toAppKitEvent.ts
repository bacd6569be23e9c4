import type { PorticoEventEnvelope } from '@portico/core'

/**
 * An event as AppKit reports it: `{ timestamp, data: { type: 'track', event, properties } }`.
 * Before anything happened it is `MODAL_CREATED`.
 * @example
 * const { data }: AppKitEvent = appKit.getEvent()
 * if (data.event === 'CONNECT_SUCCESS') console.log(data.properties)
 */
export type AppKitEvent = {
  timestamp: number
  data: { type: 'track'; event: string; properties?: unknown }
}

/**
 * Portico's event envelope in AppKit's shape; `createdAt` stands for "no event yet".
 * @example
 * toAppKitEvent(undefined, 1700000000000).data.event // 'MODAL_CREATED'
 */
export function toAppKitEvent(
  envelope: PorticoEventEnvelope | undefined,
  createdAt: number,
): AppKitEvent {
  if (!envelope) return { timestamp: createdAt, data: { type: 'track', event: 'MODAL_CREATED' } }
  const { event } = envelope
  const properties = 'properties' in event ? event.properties : undefined
  return { timestamp: envelope.timestamp, data: { type: 'track', event: event.event, properties } }
}

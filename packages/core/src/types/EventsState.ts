import type { StoreApi } from 'zustand/vanilla'
import type { PorticoEvent, PorticoEventEnvelope } from './PorticoEvent'

/**
 * The event stream: the last event, replaced by every `emit`. Listen with
 * `portico.subscribeEvents`, which hands each event over exactly once.
 * @example
 * portico.stores.events.getState().emit({ event: 'MODAL_OPEN', properties: { connected: false } })
 */
export type EventsState = {
  last: PorticoEventEnvelope | undefined
  emit(event: PorticoEvent): void
}

/**
 * The events store.
 * @example
 * portico.stores.events.getState().last?.event.event
 */
export type EventsStore = StoreApi<EventsState>

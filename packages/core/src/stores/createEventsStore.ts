import { createStore } from 'zustand/vanilla'
import type { EventsState, EventsStore } from '../types/EventsState'

/**
 * The event stream: each `emit` replaces `last`, so every subscriber sees every event once.
 * @example
 * const events = createEventsStore()
 * events.getState().emit({ event: 'MODAL_OPEN', properties: { connected: false } })
 */
export function createEventsStore(now: () => number = Date.now): EventsStore {
  return createStore<EventsState>()((set) => ({
    last: undefined,
    emit: (event) => set({ last: { timestamp: now(), event } }),
  }))
}

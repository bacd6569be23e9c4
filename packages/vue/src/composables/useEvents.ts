import type { PorticoEventEnvelope } from '@portico/core'
import { type ComputedRef, computed, getCurrentScope, onScopeDispose } from 'vue'
import { storeRef } from './storeRef'
import { usePorticoClient } from './usePorticoClient'

/**
 * The client's latest event as a ref; with a `listener`, every event from now on is also
 * handed to it for as long as the calling component lives.
 * @example
 * useEvents((envelope) => console.log(envelope.event.event))
 */
export function useEvents(
  listener?: (envelope: PorticoEventEnvelope) => void,
): ComputedRef<PorticoEventEnvelope | undefined> {
  const client = usePorticoClient()
  if (listener && typeof window !== 'undefined') {
    const stop = client.subscribeEvents(listener)
    if (getCurrentScope()) onScopeDispose(stop)
  }
  const last = storeRef(client.stores.events, (s) => s.last)
  return computed(() => last.value)
}

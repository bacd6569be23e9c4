import type { PorticoEventEnvelope } from '@portico/core'
import { useEffect, useRef } from 'react'
import { usePorticoClient, useStoreValue } from './clientHooks'

/**
 * The latest Portico event (re-rendering on each), and, with a listener, every event exactly
 * once as it happens.
 * @example
 * const last = useEvents((envelope) => analytics.track(envelope.event.event))
 * console.log(last?.event.event)
 */
export function useEvents(
  listener?: (envelope: PorticoEventEnvelope) => void,
): PorticoEventEnvelope | undefined {
  const client = usePorticoClient()
  const latest = useRef(listener)
  latest.current = listener
  const subscribed = listener !== undefined
  useEffect(() => {
    if (!subscribed) return
    return client.subscribeEvents((envelope) => latest.current?.(envelope))
  }, [client, subscribed])
  return useStoreValue(client.stores.events, (s) => s.last)
}

import type { AppKitEvent } from '../state/toAppKitEvent'
import { useAppKitValue } from './useAppKitValue'

/**
 * The latest event (`{ timestamp, data: { type: 'track', event, properties } }`), re-rendering on
 * each new one; `MODAL_CREATED` before any.
 * @example
 * const { data } = useAppKitEvents()
 * useEffect(() => console.log(data.event), [data])
 */
export function useAppKitEvents(): AppKitEvent {
  return useAppKitValue((appKit) => appKit.getEvent())
}

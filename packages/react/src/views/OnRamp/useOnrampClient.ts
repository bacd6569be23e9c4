import type { OnrampClient, Portico } from '@portico/core'
import { useChunkClient } from '../../hooks/useChunkClient'

const loadOnramp = (client: Portico) => client.loadOnramp()

/**
 * The instance's on-ramp client once its chunk has loaded (undefined before).
 * @example
 * const onramp = useOnrampClient()
 */
export function useOnrampClient(): OnrampClient | undefined {
  return useChunkClient(loadOnramp, 'on-ramp')
}

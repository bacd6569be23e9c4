import type { Portico } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoClient } from './clientHooks'

/**
 * A feature's client whose chunk the instance loads on demand (names, on-ramp, Pay): what `load`
 * resolves to, once it has; undefined before, or when the chunk failed to load, which is logged
 * as a warning naming `chunk`. `load` must be the same function on every render (declare it at
 * module level).
 * @example
 * const loadNames = (client: Portico) => client.loadNames()
 * const names = useChunkClient(loadNames, 'names')
 */
export function useChunkClient<T>(
  load: (client: Portico) => Promise<T>,
  chunk: string,
): T | undefined {
  const client = usePorticoClient()
  const [loaded, setLoaded] = useState<T>()
  useEffect(() => {
    let current = true
    load(client).then(
      (value) => current && setLoaded(value),
      (error: unknown) =>
        client.options.logger.warn(`Portico: the ${chunk} chunk did not load`, error),
    )
    return () => {
      current = false
    }
  }, [client, load, chunk])
  return loaded
}

import type { NamesClient } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoClient } from './clientHooks'

/**
 * The instance's names client once its chunk has loaded (undefined before).
 * @example
 * const names = useNamesClient()
 */
export function useNamesClient(): NamesClient | undefined {
  const client = usePorticoClient()
  const [names, setNames] = useState<NamesClient>()
  useEffect(() => {
    let current = true
    client.loadNames().then(
      (loaded) => current && setNames(loaded),
      (error: unknown) =>
        client.options.logger.warn('Portico: the names chunk did not load', error),
    )
    return () => {
      current = false
    }
  }, [client])
  return names
}

import type { OnrampClient } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'

/**
 * The instance's on-ramp client once its chunk has loaded (undefined before).
 * @example
 * const onramp = useOnrampClient()
 */
export function useOnrampClient(): OnrampClient | undefined {
  const client = usePorticoClient()
  const [onramp, setOnramp] = useState<OnrampClient>()
  useEffect(() => {
    let current = true
    client.loadOnramp().then(
      (loaded) => current && setOnramp(loaded),
      (error: unknown) =>
        client.options.logger.warn('Portico: the on-ramp chunk did not load', error),
    )
    return () => {
      current = false
    }
  }, [client])
  return onramp
}

import type { SwapClient } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'

/**
 * The instance's swap client once its chunk has loaded (undefined before).
 * @example
 * const swap = useSwapClient()
 */
export function useSwapClient(): SwapClient | undefined {
  const client = usePorticoClient()
  const [swap, setSwap] = useState<SwapClient>()
  useEffect(() => {
    let current = true
    client.loadSwap().then(
      (loaded) => current && setSwap(loaded),
      (error: unknown) => client.options.logger.warn('Portico: the swap chunk did not load', error),
    )
    return () => {
      current = false
    }
  }, [client])
  return swap
}

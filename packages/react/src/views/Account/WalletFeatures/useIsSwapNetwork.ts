import { useEffect, useState } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useNetwork } from '../../../hooks/useNetwork'

/**
 * Whether the active network offers swaps (core's rule: eip155, with tokens from the
 * gateway's convert API). Asked only when `enabled` (swaps on, an EVM account),
 * so apps without swaps never fetch the swap chunk; false until known.
 * @example
 * const swappable = useIsSwapNetwork(features.swaps && namespace === 'eip155')
 */
export function useIsSwapNetwork(enabled: boolean): boolean {
  const client = usePorticoClient()
  const { caipNetwork } = useNetwork()
  const [swappable, setSwappable] = useState<{ id: string; yes: boolean }>()
  const id = caipNetwork?.caipNetworkId
  useEffect(() => {
    if (!enabled || !caipNetwork) return
    let current = true
    client
      .loadSwap()
      .then((swap) => swap.isSwapNetwork(caipNetwork))
      .then(
        (yes) => current && setSwappable({ id: caipNetwork.caipNetworkId, yes }),
        (error: unknown) => client.options.logger.warn('Portico: swap check failed', error),
      )
    return () => {
      current = false
    }
  }, [client, enabled, caipNetwork])
  return enabled && swappable?.id === id && !!swappable?.yes
}

import type { ChainNamespace } from '@portico/common'
import { useEffect, useState } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'

/**
 * Whether some on-ramp provider can sell to a wallet on `namespace` (core's `providersFor`),
 * so Account never offers a Buy that opens "No provider". Asked only when `enabled` (Buy on),
 * so apps without Buy never fetch its chunk; false until known.
 * @example
 * const buyable = useOffersBuy(features.onramp, namespace)
 */
export function useOffersBuy(enabled: boolean, namespace: ChainNamespace | undefined): boolean {
  const client = usePorticoClient()
  const [offered, setOffered] = useState<{ namespace: ChainNamespace; yes: boolean }>()
  useEffect(() => {
    if (!enabled || !namespace) return
    let current = true
    client
      .loadOnramp()
      .then(async (onramp) => onramp.providersFor(await onramp.getOptions(), namespace).length > 0)
      .then(
        (yes) => current && setOffered({ namespace, yes }),
        (error: unknown) => client.options.logger.warn('Portico: the on-ramp check failed', error),
      )
    return () => {
      current = false
    }
  }, [client, enabled, namespace])
  return enabled && offered !== undefined && offered.namespace === namespace && offered.yes
}

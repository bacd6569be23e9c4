import type { CaipNetwork } from '@portico/common'
import { isNetworkAvailable } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoClient, useStoreValue } from './clientHooks'

/**
 * Whether the connected wallet can use a network (see isNetworkAvailable in core), re-rendering
 * when the connection or what the wallet said it supports changes.
 * @example
 * const available = useNetworkAvailable()
 * const usable = networks.filter(available)
 */
export function useNetworkAvailable(): (network: CaipNetwork) => boolean {
  const client = usePorticoClient()
  const networks = useStoreValue(client.stores.chain, (s) => s.networks)
  const status = useStoreValue(client.stores.connection, (s) => s.status)
  return useCallback(
    (network: CaipNetwork) => isNetworkAvailable(network, { networks }, { status }),
    [networks, status],
  )
}

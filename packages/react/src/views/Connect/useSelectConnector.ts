import type { Connector } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { toWalletEntry } from './toWalletEntry'

/**
 * What picking a wallet in a list does: remember it as recent and open its connecting view,
 * which sends the request.
 * @example
 * const select = useSelectConnector()
 * <WalletListItem onClick={() => select(connector)} … />
 */
export function useSelectConnector(): (connector: Connector) => void {
  const client = usePorticoClient()
  return useCallback(
    (connector: Connector) => {
      client.selectWallet(toWalletEntry(connector), 'browser')
      client.push({ view: 'ConnectingExternal', connector })
    },
    [client],
  )
}

import type { Connector } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { toWalletEntry } from './toWalletEntry'

/**
 * What picking a wallet in a list does: remember it as recent and open its connecting view,
 * which sends the request; the WalletConnect entry opens the QR code view (the wallet list on a
 * phone).
 * @example
 * const select = useSelectConnector()
 * <WalletListItem onClick={() => select(connector)} … />
 */
export function useSelectConnector(): (connector: Connector) => void {
  const client = usePorticoClient()
  return useCallback(
    (connector: Connector) => {
      // WalletConnect is a way to reach any wallet, not a wallet: it opens the QR code; on a
      // phone, where there is nothing to scan it with, the wallet list, whose wallets open in
      // their app.
      if (connector.type === 'WALLET_CONNECT') {
        client.push({
          view: client.options.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic',
        })
        return
      }
      client.selectWallet(toWalletEntry(connector), 'browser')
      client.push({ view: 'ConnectingExternal', connector })
    },
    [client],
  )
}

import type { WalletCatalogueEntry } from '@portico/common'
import { isWalletInstalled } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'

/**
 * What picking a catalogue wallet does: remember it as recent, then connect through the
 * browser wallet that announces it (ConnectingExternal), or through WalletConnect when none
 * does (ConnectingWalletConnect).
 * @example
 * const select = useSelectCatalogueWallet()
 * <CatalogueWalletTile onClick={() => select(wallet)} … />
 */
export function useSelectCatalogueWallet(): (wallet: WalletCatalogueEntry) => void {
  const client = usePorticoClient()
  return useCallback(
    (wallet: WalletCatalogueEntry) => {
      const connectors = client.stores.connectors.getState().connectors
      const connector = connectors.find((c) => isWalletInstalled(wallet, [c]))
      if (connector) {
        client.selectWallet(wallet, 'browser')
        client.push({ view: 'ConnectingExternal', connector, wallet })
        return
      }
      client.selectWallet(wallet, client.options.isMobile() ? 'mobile' : 'qrcode')
      client.push({ view: 'ConnectingWalletConnect', wallet })
    },
    [client],
  )
}

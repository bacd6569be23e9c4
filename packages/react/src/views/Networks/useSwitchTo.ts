import type { CaipNetwork } from '@portico/common'
import { useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { networkImageUrl } from '../../ui/NetworkIcon/networkImageUrl'
import type { NetworkListItemProps } from '../../ui/NetworkListItem/NetworkListItem'

/**
 * Switches network from a list, tracking which row is pending; `onSwitched` runs after the
 * wallet agreed, unless the modal closed meanwhile: a visitor who closed it and opened it again
 * while the wallet was still asking has a new opening, which the old list's next step (back,
 * or Connect) must not move or close. A refusal is shown by core as an error toast and the list
 * stays. `itemProps` gives a network's row what it shows: name, icon, testnet mark, busy while
 * the switch to it is pending and disabled while another is.
 * @example
 * const { itemProps, switchTo } = useSwitchTo(() => client.goBack())
 * <NetworkListItem {...itemProps(network)} onClick={() => switchTo(network)} />
 */
export function useSwitchTo(onSwitched: (network: CaipNetwork) => void): {
  switchTo: (network: CaipNetwork) => Promise<void>
  itemProps: (
    network: CaipNetwork,
  ) => Pick<
    NetworkListItemProps,
    'caipNetworkId' | 'name' | 'imageUrl' | 'testnet' | 'loading' | 'disabled'
  >
} {
  const client = usePorticoClient()
  const [pendingId, setPendingId] = useState<string | undefined>(undefined)
  const switchTo = async (network: CaipNetwork) => {
    if (pendingId) return
    setPendingId(network.caipNetworkId)
    const { closings } = client.stores.modal.getState()
    try {
      await client.switchNetwork(network)
      if (client.stores.modal.getState().closings === closings) onSwitched(network)
    } catch {
      // core shows the 'Failed to switch to chain…' toast
    } finally {
      setPendingId(undefined)
    }
  }
  const itemProps = (network: CaipNetwork) => ({
    caipNetworkId: network.caipNetworkId,
    name: network.name,
    imageUrl: networkImageUrl(network, client.api.catalogue.assetImageUrl),
    testnet: network.testnet ?? false,
    loading: pendingId === network.caipNetworkId,
    disabled: pendingId !== undefined && pendingId !== network.caipNetworkId,
  })
  return { switchTo, itemProps }
}

import type { CaipNetwork } from '@portico/common'
import { useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'

/**
 * Switches network from a list, tracking which row is pending; `onSwitched` runs after the
 * wallet agreed, unless the modal closed meanwhile: a visitor who closed it and opened it again
 * while the wallet was still asking has a new opening, which the old list's next step (back,
 * or Connect) must not move or close. A refusal is shown by core as an error toast and the list
 * stays.
 * @example
 * const { pendingId, switchTo } = useSwitchTo(() => client.goBack())
 */
export function useSwitchTo(onSwitched: (network: CaipNetwork) => void): {
  pendingId: string | undefined
  switchTo: (network: CaipNetwork) => Promise<void>
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
  return { pendingId, switchTo }
}

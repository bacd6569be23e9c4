import type { CaipNetwork } from '@portico/common'
import { useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'

/**
 * Switches network from a list, tracking which row is pending; `onSwitched` runs after the
 * wallet agreed. A refusal is shown by core as an error toast and the list stays.
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
    try {
      await client.switchNetwork(network)
      onSwitched(network)
    } catch {
      // core shows the 'Failed to switch to chain…' toast
    } finally {
      setPendingId(undefined)
    }
  }
  return { pendingId, switchTo }
}

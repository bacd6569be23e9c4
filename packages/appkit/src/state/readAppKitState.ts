import type { CaipNetworkId, ChainNamespace } from '@portico/common'
import type { Portico } from '@portico/core'

/**
 * The modal's state in AppKit's shape (`getState`, `subscribeState`, `useAppKitState`).
 * @example
 * const { open, selectedNetworkId }: AppKitState = appKit.getState()
 */
export type AppKitState = {
  open: boolean
  /** True between `open()` and the modal showing. */
  loading: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace | undefined
  /** Stored connections have been restored (or there were none). */
  initialized: boolean
}

/**
 * Reads the modal and network state from Portico's stores.
 * @example
 * readAppKitState(portico, true).open // false
 */
export function readAppKitState(portico: Portico, initialized: boolean): AppKitState {
  const modal = portico.stores.modal.getState()
  const chain = portico.stores.chain.getState()
  return {
    open: modal.open,
    loading: modal.loading,
    selectedNetworkId: chain.activeCaipNetwork?.caipNetworkId,
    activeChain: chain.activeNamespace,
    initialized,
  }
}

import type { AppKitState } from '../state/readAppKitState'
import { useAppKitValue } from './useAppKitValue'

/**
 * The modal's state: open, loading, selectedNetworkId, activeChain, initialized.
 * @example
 * const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): AppKitState {
  return useAppKitValue((appKit) => appKit.getState())
}

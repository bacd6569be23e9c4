import { DEFAULT_SLIPPAGE } from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { SwapState, SwapStore } from '../types/SwapState'

const EMPTY = {
  fromToken: undefined,
  toToken: undefined,
  amount: undefined,
  slippage: DEFAULT_SLIPPAGE,
  loading: false,
} as const

/**
 * The swap form's choices; quotes come through queries.
 * @example
 * const swap = createSwapStore()
 * swap.getState().setSwap({ fromToken: 'ETH' })
 */
export function createSwapStore(): SwapStore {
  return createStore<SwapState>()((set) => ({
    ...EMPTY,
    setSwap: (patch) => set(patch),
    setSlippage: (slippage) => set({ slippage }),
    setLoading: (loading) => set({ loading }),
    reset: () => set(EMPTY),
  }))
}

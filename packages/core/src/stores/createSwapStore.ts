import { DEFAULT_SLIPPAGE } from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { SwapProgress, SwapState, SwapStore } from '../types/SwapState'

const NO_PROGRESS: SwapProgress = {
  running: undefined,
  approved: false,
  failed: undefined,
  done: undefined,
}

const EMPTY = {
  fromToken: undefined,
  toToken: undefined,
  amount: undefined,
  slippage: DEFAULT_SLIPPAGE,
  loading: false,
  progress: NO_PROGRESS,
} as const

/**
 * The swap form's choices and the preview's progress; quotes come through queries.
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
    setProgress: (patch) => set((s) => ({ progress: { ...s.progress, ...patch } })),
    resetProgress: () => set({ progress: NO_PROGRESS }),
    reset: () => set(EMPTY),
  }))
}

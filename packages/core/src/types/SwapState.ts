import type { BaseError } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'
import type { SwapQuote } from './SwapClient'

/**
 * What the Swap view is opened with.
 * @example
 * portico.open({ view: 'Swap', swap: { fromToken: 'ETH', toToken: 'USDC', amount: '1' } })
 */
export type SwapData = {
  /** Symbol or CAIP-10 address of the token to sell. */
  fromToken?: string
  /** Symbol or CAIP-10 address of the token to buy. */
  toToken?: string
  /** Amount to sell, decimal string. */
  amount?: string
}

/**
 * Where the swap preview's signing stands: the step the wallet is asked for or whose transaction
 * is being mined, whether the allowance went through, the step that failed and why, and the swap
 * that finished. Held in the store, not the view: the embedded wallet's approval is a view of its
 * own over the preview, which comes back to an unfinished step or to its outcome.
 * @example
 * const progress: SwapProgress = { running: 'swap', approved: true, failed: undefined, done: undefined }
 */
export type SwapProgress = {
  running: 'approve' | 'swap' | undefined
  approved: boolean
  failed: { step: 'approve' | 'swap'; error: BaseError } | undefined
  /** The finished swap's hash and the quote it was made on. */
  done: { hash: string; quote: SwapQuote } | undefined
}

/**
 * The swap form. Quotes and token lists arrive through queries; this holds the user's choices
 * and the preview's progress.
 * @example
 * portico.stores.swap.getState().setSwap({ amount: '0.5' })
 */
export type SwapState = {
  fromToken: string | undefined
  toToken: string | undefined
  amount: string | undefined
  /** Slippage tolerance in percent. */
  slippage: number
  loading: boolean
  progress: SwapProgress
  /** Change some choices; `undefined` clears one (an emptied amount field). */
  setSwap(patch: { [K in keyof SwapData]?: SwapData[K] | undefined }): void
  setSlippage(slippage: number): void
  setLoading(loading: boolean): void
  /** Move the preview's progress on; `resetProgress` starts a new preview from nothing. */
  setProgress(patch: Partial<SwapProgress>): void
  resetProgress(): void
  reset(): void
}

/**
 * The swap store.
 * @example
 * portico.stores.swap.subscribe((s) => render(s))
 */
export type SwapStore = StoreApi<SwapState>

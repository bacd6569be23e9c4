import type { StoreApi } from 'zustand/vanilla'

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
 * The swap form. Quotes and token lists arrive through queries; this holds the user's choices.
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
  /** Change some choices; `undefined` clears one (an emptied amount field). */
  setSwap(patch: { [K in keyof SwapData]?: SwapData[K] | undefined }): void
  setSlippage(slippage: number): void
  setLoading(loading: boolean): void
  reset(): void
}

/**
 * The swap store.
 * @example
 * portico.stores.swap.subscribe((s) => render(s))
 */
export type SwapStore = StoreApi<SwapState>

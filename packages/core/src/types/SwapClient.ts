import type { CaipAddress, CaipNetwork, CaipNetworkId } from '@portico/common'

/**
 * A token the convert API can swap on a network, with what the account holds of it.
 * @example
 * const eth: SwapToken = { address: 'eip155:31337:0xeeee…eeee', symbol: 'ETH', name: 'Ether', decimals: 18, balance: '1.5', price: 3000, native: true }
 */
export type SwapToken = {
  address: CaipAddress
  symbol: string
  name: string
  decimals: number
  logoUri?: string | undefined
  /** Whole units the connected account holds ('0' when none). */
  balance: string
  /** USD per whole token; undefined when unknown. */
  price: number | undefined
  /** The network's own coin (no allowance, pays the network fee). */
  native: boolean
}

/**
 * One priced quote: what `fromAmount` of `from` buys of `to` now, and what the swap costs.
 * @example
 * const out = formatUnits(quote.toAmount, quote.to.decimals)
 */
export type SwapQuote = {
  from: SwapToken
  to: SwapToken
  /** Smallest units of `from`. */
  fromAmount: bigint
  /** Smallest units of `to`. */
  toAmount: bigint
  /** `to` per whole `from`. */
  rate: number
  /** Percent, fees left out; undefined when the API does not say. */
  priceImpact: number | undefined
  /** Slippage tolerance in percent the swap is built with. */
  slippage: number
  /** The least the swap pays out: `toAmount` less the slippage. */
  minimumReceived: bigint
  /** Wei per gas the swap is priced at. */
  gasPrice: bigint
  /** Gas the swap may use (one hop or two). */
  gasLimit: bigint
  /** `gasLimit × gasPrice` in wei (plus an approval's when one is needed). */
  networkFee: bigint
  /** The network fee in USD (of the token it is paid in, if so); undefined when unpriced. */
  networkFeeUsd: number | undefined
  /** Who pays the network fee instead of the visitor (the site, as its wallet names it): fee 0. */
  networkFeePaidBy?: string
  /** Why the site does not pay this fee, in one line (its wallet's words). */
  networkFeeRefusal?: string
  /**
   * The visitor pays the fee in a token instead (the embedded wallet's token paymaster): fee 0 in
   * the native coin, `amount` exactly what the account is debited of `token`, at `price` USD a
   * token when the swap's token list prices it.
   */
  networkFeePaidIn?: {
    token: string
    symbol: string
    decimals: number
    amount: bigint
    price?: number
  }
  /** The account holds too little to pay `networkFee`: the swap cannot be sent as it stands. */
  networkFeeShort?: boolean
  /** Whether the router must be allowed to spend `from` first. */
  needsApproval: boolean
  /** `Date.now()` when the quote was made. */
  quotedAt: number
}

/**
 * Swaps of one Portico instance over the gateway's convert API (a lazily loaded chunk:
 * `await portico.loadSwap()`). Failures reject with the swap errors of `@portico/common`
 * (insufficient balance or liquidity, quote expired, reverted) or UserRejectedRequestError.
 * @example
 * const swap = await portico.loadSwap()
 * const quote = await swap.getQuote({ from: eth, to: ptt, amount: '0.1' })
 * if (quote.needsApproval) await swap.approve(quote)
 * await swap.swap(quote)
 */
export type SwapClient = {
  /**
   * Whether swaps are offered on a network: an eip155 network whose convert `tokens` call
   * answers tokens (core's `isSwapNetwork` rule). A gateway that fails answers no.
   */
  isSwapNetwork(caipNetwork: CaipNetwork): Promise<boolean>
  /**
   * The network's swappable tokens, native first, with USD prices and the balances the account
   * store holds (`portico.api.fetchTokenBalances()` loads them; core refreshes them after a swap).
   */
  getTokens(caipNetworkId: CaipNetworkId): Promise<SwapToken[]>
  /** Price `amount` (whole units of `from`) into `to` with the store's slippage. */
  getQuote(params: { from: SwapToken; to: SwapToken; amount: string }): Promise<SwapQuote>
  /** The largest amount of `token` Max fills in: a native balance keeps the swap's gas back. */
  maxAmount(token: SwapToken): Promise<string>
  /** Approve the router for the quote's amount in the wallet; resolves once mined. */
  approve(quote: SwapQuote): Promise<string>
  /**
   * Build and sign the swap; resolves the hash once mined. Refuses a quote older than
   * {@link SWAP_QUOTE_TTL_MS} or whose minimum the market no longer pays (SwapQuoteExpiredError).
   */
  swap(quote: SwapQuote): Promise<string>
}

import type { BaseError } from '@portico/common'
import { formatUnits } from '@portico/common'
import type { SwapClient, SwapQuote, SwapToken } from '@portico/core'
import { shallowEqual, usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { findSwapToken } from './findSwapToken'
import { useSwapQuote } from './useSwapQuote'
import { useSwapTokens } from './useSwapTokens'

/**
 * Everything the Swap view and its preview show and do.
 * @example
 * const form: SwapForm = useSwapForm(swap)
 */
export type SwapForm = {
  tokens: SwapToken[] | undefined
  tokensError: BaseError | undefined
  from: SwapToken | undefined
  to: SwapToken | undefined
  amount: string
  slippage: number
  quote: SwapQuote | undefined
  quoteError: BaseError | undefined
  quoting: boolean
  setAmount(amount: string): void
  setSlippage(slippage: number): void
  /** Sell what was bought: the tokens trade places, the quoted output becomes the amount. */
  switchTokens(): void
  fillMax(): void
  retry(): void
}

/**
 * The swap form over the swap store: the network's tokens (the store's choices, else the
 * native coin into the first other token), the amount, the slippage and the live quote.
 * @example
 * const { from, to, quote, setAmount } = useSwapForm(swap)
 */
export function useSwapForm(
  swap: SwapClient | undefined,
  { refresh = false, debounceMs }: { refresh?: boolean; debounceMs?: number } = {},
): SwapForm {
  const client = usePorticoClient()
  const store = client.stores.swap
  const choice = useStoreValue(
    store,
    (s) => ({ from: s.fromToken, to: s.toToken, amount: s.amount, slippage: s.slippage }),
    shallowEqual,
  )
  const { tokens, error: tokensError, retry: retryTokens } = useSwapTokens(swap)
  const list = tokens ?? []
  const from = findSwapToken(list, choice.from) ?? list.find((t) => t.native)
  const to =
    findSwapToken(list, choice.to) ?? list.find((t) => t.address !== from?.address && !t.native)
  const quoted = useSwapQuote(swap, {
    from,
    to: to?.address === from?.address ? undefined : to,
    amount: choice.amount,
    slippage: choice.slippage,
    refresh,
    ...(debounceMs !== undefined && { debounceMs }),
  })
  const actions = store.getState()
  return {
    tokens,
    tokensError,
    from,
    to,
    amount: choice.amount ?? '',
    slippage: choice.slippage,
    quote: quoted.quote,
    quoteError: quoted.error,
    quoting: quoted.loading,
    setAmount: (amount) => actions.setSwap({ amount: amount || undefined }),
    setSlippage: (slippage) => actions.setSlippage(slippage),
    switchTokens: () => {
      if (!from || !to) return
      const amount = quoted.quote ? formatUnits(quoted.quote.toAmount, to.decimals) : choice.amount
      actions.setSwap({ fromToken: to.address, toToken: from.address, amount })
    },
    fillMax: () => {
      if (!swap || !from) return
      void swap.maxAmount(from).then(
        (max) => actions.setSwap({ amount: max === '0' ? undefined : max }),
        (error: unknown) => client.options.logger.warn('Portico: no gas price for Max', error),
      )
    },
    retry: () => {
      if (tokensError) retryTokens()
      quoted.retry()
    },
  }
}

import type { BaseError } from '@portico/common'
import type { SwapClient, SwapQuote, SwapToken } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'

/** A quote this recent is reused between the form and the preview. */
const QUOTE_STALE_MS = 10_000
/** The form asks again this often while it is open: pool prices move with every block. */
const QUOTE_REFRESH_MS = 15_000
/** Typing settles for this long before a quote is asked for. */
const QUOTE_DEBOUNCE_MS = 300

/**
 * The quote of selling `amount` of `from` for `to` (none while any is missing or the amount is
 * zero), through the instance's query client so the form and the preview share one; `refresh`
 * keeps it current while mounted; `retry` asks again at once, ignoring the cache.
 * @example
 * const { quote, error, loading, retry } = useSwapQuote(swap, { from, to, amount: '0.1' })
 */
export function useSwapQuote(
  swap: SwapClient | undefined,
  params: {
    from: SwapToken | undefined
    to: SwapToken | undefined
    amount: string | undefined
    slippage: number
    refresh?: boolean
    /** Wait for typing to settle (the form); the preview asks at once. */
    debounceMs?: number
  },
): { quote: SwapQuote | undefined; error: BaseError | undefined; loading: boolean; retry(): void } {
  const client = usePorticoClient()
  const { from, to, amount, slippage, refresh = false, debounceMs = QUOTE_DEBOUNCE_MS } = params
  const [state, setState] = useState<{ quote?: SwapQuote; error?: BaseError; loading: boolean }>({
    loading: false,
  })
  const [attempt, setAttempt] = useState(0)
  const wanted = !!swap && !!from && !!to && !!amount && Number(amount) > 0
  const key = [from?.address, from?.balance, to?.address, amount, slippage] as const
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key lists what a quote depends on
  useEffect(() => {
    if (!wanted || !swap || !from || !to || !amount) {
      setState({ loading: false })
      return
    }
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    // A new amount or pair clears the old quote; a refresh keeps it on screen meanwhile.
    setState({ loading: true })
    const ask = async (fresh: boolean) => {
      setState((s) => ({ ...s, loading: true }))
      try {
        const queryClient = await client.getQueryClient()
        const queryKey = ['portico', 'swap', 'quote', ...key]
        if (fresh) await queryClient.invalidateQueries({ queryKey, refetchType: 'none' })
        const quote = await queryClient.fetchQuery({
          queryKey,
          queryFn: () => swap.getQuote({ from, to, amount }),
          staleTime: QUOTE_STALE_MS,
          retry: false,
        })
        if (current) setState({ quote, loading: false })
      } catch (error) {
        if (current) setState({ error: error as BaseError, loading: false })
      }
      if (current && refresh) timer = setTimeout(() => void ask(true), QUOTE_REFRESH_MS)
    }
    timer = setTimeout(() => void ask(attempt > 0), attempt > 0 ? 0 : debounceMs)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [swap, wanted, ...key, attempt, refresh, debounceMs])
  return {
    quote: state.quote,
    error: state.error,
    loading: state.loading,
    retry: () => setAttempt((n) => n + 1),
  }
}

import { type BaseError, formatTokenAmount, formatUnits } from '@portico/common'
import type { SwapClient, SwapProgress, SwapQuote } from '@portico/core'
import { usePorticoClient, useStoreValue } from '../../../hooks/clientHooks'
import { useT } from '../../../i18n/useT'

/**
 * A finished swap as the success screen shows it: amounts truncated, in the visitor's locale.
 * @example
 * const done: SwapDone = { hash: '0xab…', paid: '0.1 ETH', received: '239.04 PTT' }
 */
export type SwapDone = { hash: string; paid: string; received: string }

/**
 * Where the preview's signing stands: the step running, whether the approval went through,
 * the step that failed and why, and the finished swap.
 * @example
 * const steps: SwapSteps = useSwapSteps(swap, quote)
 */
export type SwapSteps = Omit<SwapProgress, 'done'> & {
  done: SwapDone | undefined
  approve(): Promise<void>
  swap(): Promise<void>
  clearError(): void
}

/**
 * The preview's two signatures: approve (when the quote says the allowance is short), then the
 * swap, each with a loading toast and a success toast; a failure is kept for the view to show
 * with its retry. Where they stand lives in the swap store (`progress`), so a preview that the
 * embedded wallet's approval replaced for a while comes back to its running step and sees it
 * end; the Swap view's Review starts each preview from nothing.
 * @example
 * const { approve, swap, running, failed } = useSwapSteps(swapClient, quote)
 */
export function useSwapSteps(
  client: SwapClient | undefined,
  quote: SwapQuote | undefined,
): SwapSteps {
  const portico = usePorticoClient()
  const { t, locale } = useT()
  const store = portico.stores.swap
  const progress = useStoreValue(store, (s) => s.progress)
  const toast = () => portico.stores.toast.getState()
  const shown = (units: bigint, token: { decimals: number; symbol: string }) =>
    formatTokenAmount(formatUnits(units, token.decimals), token.symbol, { locale })
  const run = async (step: 'approve' | 'swap', action: (q: SwapQuote) => Promise<string>) => {
    if (!client || !quote || store.getState().progress.running) return
    const setProgress = store.getState().setProgress
    setProgress({ running: step, failed: undefined })
    // Nothing says "Swapping…" before the wallet's answer: the visitor may still decline.
    try {
      const hash = await action(quote)
      if (step === 'approve') {
        setProgress({ running: undefined, approved: true })
        toast().showSuccess(t('swap.toast.approved', { symbol: quote.from.symbol }))
      } else {
        setProgress({ running: undefined, done: { hash, quote } })
        const summary = {
          paid: shown(quote.fromAmount, quote.from),
          received: shown(quote.toAmount, quote.to),
        }
        toast().showSuccess(t('swap.done.summary', summary))
        store.getState().setSwap({ amount: undefined })
      }
    } catch (error) {
      toast().hide()
      setProgress({ running: undefined, failed: { step, error: error as BaseError } })
    }
  }
  const { done } = progress
  return {
    running: progress.running,
    approved: progress.approved,
    failed: progress.failed,
    done: done && {
      hash: done.hash,
      paid: shown(done.quote.fromAmount, done.quote.from),
      received: shown(done.quote.toAmount, done.quote.to),
    },
    approve: () => run('approve', (q) => (client as SwapClient).approve(q)),
    swap: () => run('swap', (q) => (client as SwapClient).swap(q)),
    clearError: () => store.getState().setProgress({ failed: undefined }),
  }
}

import { type BaseError, formatTokenAmount, formatUnits } from '@portico/common'
import type { SwapClient, SwapQuote } from '@portico/core'
import { useState } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'
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
export type SwapSteps = {
  running: 'approve' | 'swap' | undefined
  approved: boolean
  failed: { step: 'approve' | 'swap'; error: BaseError } | undefined
  done: SwapDone | undefined
  approve(): Promise<void>
  swap(): Promise<void>
  clearError(): void
}

/**
 * The preview's two signatures: approve (when the quote says the allowance is short), then the
 * swap, each with a loading toast and a success toast; a failure is kept for the view to show
 * with its retry.
 * @example
 * const { approve, swap, running, failed } = useSwapSteps(swapClient, quote)
 */
export function useSwapSteps(
  client: SwapClient | undefined,
  quote: SwapQuote | undefined,
): SwapSteps {
  const portico = usePorticoClient()
  const { t, locale } = useT()
  const [running, setRunning] = useState<'approve' | 'swap'>()
  const [approved, setApproved] = useState(false)
  const [failed, setFailed] = useState<SwapSteps['failed']>()
  const [done, setDone] = useState<SwapDone>()
  const toast = () => portico.stores.toast.getState()
  const run = async (step: 'approve' | 'swap', action: (q: SwapQuote) => Promise<string>) => {
    if (!client || !quote || running) return
    setRunning(step)
    setFailed(undefined)
    const shown = (units: bigint, token: { decimals: number; symbol: string }) =>
      formatTokenAmount(formatUnits(units, token.decimals), token.symbol, { locale })
    const paid = shown(quote.fromAmount, quote.from)
    const received = shown(quote.toAmount, quote.to)
    // Nothing says "Swapping…" before the wallet's answer: the visitor may still decline.
    try {
      const hash = await action(quote)
      if (step === 'approve') {
        setApproved(true)
        toast().showSuccess(t('swap.toast.approved', { symbol: quote.from.symbol }))
      } else {
        setDone({ hash, paid, received })
        toast().showSuccess(t('swap.done.summary', { paid, received }))
        portico.stores.swap.getState().setSwap({ amount: undefined })
      }
    } catch (error) {
      toast().hide()
      setFailed({ step, error: error as BaseError })
    } finally {
      setRunning(undefined)
    }
  }
  return {
    running,
    approved,
    failed,
    done,
    approve: () => run('approve', (q) => (client as SwapClient).approve(q)),
    swap: () => run('swap', (q) => (client as SwapClient).swap(q)),
    clearError: () => setFailed(undefined),
  }
}

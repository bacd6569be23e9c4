'use client'

import type { PayClient, PaymentOptions, PayState } from '@portico/core'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { getCurrentAppKit } from '../internal/currentAppKit'
import { currentPayPortico } from './currentPayPortico'

/**
 * What `usePay` takes (AppKit Pay's first hook): called when a payment succeeds, with its
 * transaction hash, or fails, with the sentence.
 * @example
 * const params: UsePayParameters = { onSuccess: (hash) => confirm(hash), onError: console.warn }
 */
export type UsePayParameters = {
  onSuccess?: (data: string) => void
  onError?: (error: string) => void
}

/**
 * What `usePay` returns: AppKit Pay's fields, the first hook's (`isPending`, `isSuccess`,
 * `isError`, `data`) and the later one's (`isLoading`, `result`).
 * @example
 * const { open, isPending, isSuccess, data, error }: UsePayReturn = usePay()
 */
export type UsePayReturn = {
  /** Open the payment modal; resolves once it shows (the outcome comes in the fields). */
  open: (options: PaymentOptions) => Promise<void>
  /** A payment is loading or open. */
  isPending: boolean
  /** The same as `isPending`, as AppKit Pay's later hook names it. */
  isLoading: boolean
  isSuccess: boolean
  isError: boolean
  /** The successful payment's transaction hash; null before. */
  data: string | null
  /** The same as `data`, as AppKit Pay's later hook names it. */
  result: string | null
  /** Why the payment did not go through; null when it did not fail. */
  error: string | null
}

type Snapshot = Pick<PayState, 'isLoading' | 'isPaymentInProgress' | 'payResult' | 'error'>
const IDLE: Snapshot = {
  isLoading: false,
  isPaymentInProgress: false,
  payResult: undefined,
  error: null,
}

/**
 * AppKit Pay's `usePay` over the current AppKit instance: `open` shows the payment modal, and the
 * fields follow the payment (whoever opened it) until it succeeds or fails; `onSuccess` and
 * `onError` are called once per outcome. Nothing of Pay loads until a payment opens.
 * @example
 * const { open, isPending, isSuccess, data, error } = usePay({ onSuccess, onError })
 * <button onClick={() => open({ paymentAsset: baseUSDC, recipient, amount: 1 })}>Pay</button>
 */
export function usePay(parameters: UsePayParameters = {}): UsePayReturn {
  const { portico } = getCurrentAppKit()
  const [payClient, setPayClient] = useState<PayClient>()
  const callbacks = useRef(parameters)
  callbacks.current = parameters

  // A payment opened by another call (pay(), another component): attach when its view shows.
  useEffect(() => {
    const attach = () => {
      if (!portico.stores.router.getState().view.view.startsWith('Pay')) return
      portico.loadPay().then(setPayClient, () => {})
    }
    attach()
    return portico.stores.router.subscribe(attach)
  }, [portico])

  useEffect(() => {
    if (!payClient) return
    return payClient.store.subscribe((next, previous) => {
      if (next.payResult && next.payResult !== previous.payResult) {
        callbacks.current.onSuccess?.(next.payResult)
      } else if (next.error && next.error !== previous.error) {
        callbacks.current.onError?.(next.error)
      }
    })
  }, [payClient])

  const cache = useRef<Snapshot>(IDLE)
  const getSnapshot = useCallback((): Snapshot => {
    if (!payClient) return IDLE
    const s = payClient.store.getState()
    const c = cache.current
    if (
      c.isLoading === s.isLoading &&
      c.isPaymentInProgress === s.isPaymentInProgress &&
      c.payResult === s.payResult &&
      c.error === s.error
    ) {
      return c
    }
    cache.current = {
      isLoading: s.isLoading,
      isPaymentInProgress: s.isPaymentInProgress,
      payResult: s.payResult,
      error: s.error,
    }
    return cache.current
  }, [payClient])
  const subscribe = useCallback(
    (listener: () => void) => payClient?.store.subscribe(listener) ?? (() => {}),
    [payClient],
  )
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)

  const open = useCallback(async (options: PaymentOptions) => {
    const client = await currentPayPortico().loadPay()
    setPayClient(client)
    await client.openPay(options)
  }, [])

  const pending = state.isLoading || state.isPaymentInProgress
  const data = state.payResult ?? null
  const error = data ? null : state.error
  return {
    open,
    isPending: pending,
    isLoading: pending,
    isSuccess: data !== null,
    isError: error !== null,
    data,
    result: data,
    error,
  }
}

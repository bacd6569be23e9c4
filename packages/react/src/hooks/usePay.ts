import type {
  PayClient,
  PaymentCallbacks,
  PaymentOptions,
  PaymentResult,
  PayState,
  Portico,
} from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type ReadableStore, shallowEqual, usePorticoClient, useStoreValue } from './clientHooks'

/**
 * What `usePay` takes: the callbacks of each payment that ends (`@portico/core`'s
 * PaymentCallbacks).
 * @example
 * const options: UsePayOptions = { onSuccess: (hash) => confirmOrder(hash), onError: console.warn }
 */
export type UsePayOptions = PaymentCallbacks

/**
 * The payment this component started or sees open, and the calls to start one. AppKit Pay's
 * `usePay` return, plus `pay` and `result`.
 * @example
 * const { open, isPending, isSuccess, data, error } = usePay()
 */
export type UsePayReturn = {
  /** Shows the Pay view for `options`; rejects with PayError when they are wrong. */
  open: (options: PaymentOptions) => Promise<void>
  /** `open`, then resolves how the payment ended (success, failure, cancel or timeout). */
  pay: (options: PaymentOptions, timeoutMs?: number) => Promise<PaymentResult>
  /** Loading or paying: from `open` until the payment ends. */
  isPending: boolean
  /** The payment record or the exchanges are loading. */
  isLoading: boolean
  isSuccess: boolean
  isError: boolean
  /** The transaction hash of the payment that went through; null before. */
  data: string | null
  /** How the last `pay()` ended; null before it did. */
  result: PaymentResult | null
  /** Why the payment did not go through; null when it did not fail. */
  error: string | null
}

type Slice = Pick<PayState, 'isLoading' | 'isPaymentInProgress' | 'payResult' | 'error'>

const IDLE: Slice = {
  isLoading: false,
  isPaymentInProgress: false,
  payResult: undefined,
  error: null,
}

/** Read until a pay client is attached: nothing open. */
const IDLE_STORE: ReadableStore<Slice> = { getState: () => IDLE, subscribe: () => () => {} }

const selectSlice = (s: Slice): Slice => ({
  isLoading: s.isLoading,
  isPaymentInProgress: s.isPaymentInProgress,
  payResult: s.payResult,
  error: s.error,
})

/** Whether the modal shows one of the Pay views: a payment is open, whoever opened it. */
const isPayView = (view: string) => view.startsWith('Pay')

/**
 * Take payments (`features.pay`): `open` / `pay` show the Pay view for an amount of an asset
 * to a recipient, and the state follows the payment, whether this component or another call
 * (`pay(portico, …)`) opened it. Nothing of Pay loads until a payment opens; a page that never
 * imports the hook ships none of it.
 * @example
 * const { open, isPending, isSuccess, data } = usePay({ onSuccess: (hash) => confirmOrder(hash) })
 * <button disabled={isPending} onClick={() => open({ paymentAsset: baseUSDC, recipient, amount: 12.5 })}>Pay</button>
 */
export function usePay(options: UsePayOptions = {}): UsePayReturn {
  const client = usePorticoClient()
  const [payClient, setPayClient] = useState<PayClient>()
  const [result, setResult] = useState<PaymentResult | null>(null)
  const callbacks = useRef(options)
  callbacks.current = options
  const state = useStoreValue<Slice, Slice>(
    payClient?.store ?? IDLE_STORE,
    selectSlice,
    shallowEqual,
  )

  // A payment opened elsewhere: attach once the modal shows it (its chunk is in by then).
  useEffect(() => {
    const attach = () => {
      if (isPayView(client.stores.router.getState().view.view)) void loadPay(client, setPayClient)
    }
    attach()
    return client.stores.router.subscribe(attach)
  }, [client])

  // Each outcome reported once, as the store reaches it.
  const reported = useRef<{ success?: string; error?: string }>({})
  const report = useCallback((outcome: { success?: string; error?: string }) => {
    const { onSuccess, onError } = callbacks.current
    if (outcome.success && outcome.success !== reported.current.success) {
      reported.current = { success: outcome.success }
      onSuccess?.(outcome.success)
    } else if (outcome.error && outcome.error !== reported.current.error) {
      reported.current = { error: outcome.error }
      onError?.(outcome.error)
    }
  }, [])
  useEffect(() => {
    if (!payClient) return
    return payClient.store.subscribe((next, previous) => {
      if (next.payResult && next.payResult !== previous.payResult)
        report({ success: next.payResult })
      else if (next.error && next.error !== previous.error) report({ error: next.error })
    })
  }, [payClient, report])

  const start = useCallback(async () => {
    const loaded = await loadPay(client, setPayClient)
    reported.current = {}
    setResult(null)
    return loaded
  }, [client])
  const open = useCallback(
    async (payment: PaymentOptions) => (await start()).openPay(payment),
    [start],
  )
  const pay = useCallback(
    async (payment: PaymentOptions, timeoutMs?: number) => {
      const ended = await (await start()).pay(payment, timeoutMs)
      setResult(ended)
      // Cancel and timeout end the payment without a failure in the store.
      report(ended.success ? { success: ended.result ?? '' } : { error: ended.error ?? '' })
      return ended
    },
    [start, report],
  )

  const data = state.payResult ?? (result?.success ? (result.result ?? null) : null)
  const error = data
    ? null
    : (state.error ?? (result && !result.success ? (result.error ?? null) : null))
  return {
    open,
    pay,
    isPending: state.isLoading || state.isPaymentInProgress,
    isLoading: state.isLoading,
    isSuccess: data !== null,
    isError: error !== null,
    data,
    result,
    error,
  }
}

/** The instance's pay client (loaded once per instance), kept for the hook's state. */
async function loadPay(client: Portico, keep: (payClient: PayClient) => void): Promise<PayClient> {
  const payClient = await client.loadPay()
  keep(payClient)
  return payClient
}

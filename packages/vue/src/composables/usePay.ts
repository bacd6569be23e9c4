import type {
  PayClient,
  PaymentCallbacks,
  PaymentOptions,
  PaymentResult,
  PayState,
} from '@portico/core'
import { type ComputedRef, computed, getCurrentScope, onScopeDispose, shallowRef } from 'vue'
import { usePorticoClient } from './usePorticoClient'

/**
 * What `usePay` takes: the callbacks of each payment that ends (`@portico/core`'s
 * PaymentCallbacks).
 * @example
 * const options: UsePayOptions = { onSuccess: (hash) => confirmOrder(hash), onError: console.warn }
 */
export type UsePayOptions = PaymentCallbacks

/**
 * What `usePay` returns: the calls to start a payment and its state as refs (the fields of
 * `@portico/react`'s `usePay` and of AppKit Pay's hook).
 * @example
 * const { open, isPending, isSuccess, data, error } = usePay()
 */
export type UsePayReturn = {
  /** Shows the Pay view for `options`; rejects with PayError when they are wrong. */
  open: (options: PaymentOptions) => Promise<void>
  /** `open`, then resolves how the payment ended (success, failure, cancel or timeout). */
  pay: (options: PaymentOptions, timeoutMs?: number) => Promise<PaymentResult>
  /** Loading or paying: from `open` until the payment ends. */
  isPending: ComputedRef<boolean>
  /** The payment record or the exchanges are loading. */
  isLoading: ComputedRef<boolean>
  isSuccess: ComputedRef<boolean>
  isError: ComputedRef<boolean>
  /** The transaction hash of the payment that went through; null before. */
  data: ComputedRef<string | null>
  /** How the last `pay()` ended; null before it did. */
  result: ComputedRef<PaymentResult | null>
  /** Why the payment did not go through; null when it did not fail. */
  error: ComputedRef<string | null>
}

type Slice = Pick<PayState, 'isLoading' | 'isPaymentInProgress' | 'payResult' | 'error'>
const slice = (s: PayState): Slice => ({
  isLoading: s.isLoading,
  isPaymentInProgress: s.isPaymentInProgress,
  payResult: s.payResult,
  error: s.error,
})
const IDLE: Slice = {
  isLoading: false,
  isPaymentInProgress: false,
  payResult: undefined,
  error: null,
}

/**
 * Take payments (`features.pay`): `open` / `pay` show the Pay view for an amount of an asset to
 * a recipient, and the refs follow the payment, whether this component or another call opened it
 * (from when its view shows). Nothing of Pay loads until a payment opens.
 * @example
 * const { open, isPending, isSuccess, data } = usePay({ onSuccess: (hash) => confirmOrder(hash) })
 * // <button :disabled="isPending" @click="open({ paymentAsset: baseUSDC, recipient, amount: 12.5 })">Pay</button>
 */
export function usePay(options: UsePayOptions = {}): UsePayReturn {
  const client = usePorticoClient()
  const state = shallowRef<Slice>(IDLE)
  const result = shallowRef<PaymentResult | null>(null)
  let attached: PayClient | undefined
  let stopStore: (() => void) | undefined
  let disposed = false

  const report = (next: Slice, previous: Slice) => {
    if (next.payResult && next.payResult !== previous.payResult) options.onSuccess?.(next.payResult)
    else if (next.error && next.error !== previous.error) options.onError?.(next.error)
  }
  const attach = (payClient: PayClient) => {
    if (attached === payClient || disposed) return payClient
    stopStore?.()
    attached = payClient
    state.value = slice(payClient.store.getState())
    stopStore = payClient.store.subscribe((next, previous) => {
      state.value = slice(next)
      report(slice(next), slice(previous))
    })
    return payClient
  }
  const load = async () => attach(await client.loadPay())

  // A payment opened elsewhere: attach once the modal shows it (its chunk is in by then).
  const stopRouter =
    typeof window === 'undefined'
      ? undefined
      : client.stores.router.subscribe((router) => {
          if (router.view.view.startsWith('Pay') && !attached) void load().catch(() => {})
        })
  if (getCurrentScope()) {
    onScopeDispose(() => {
      disposed = true
      stopRouter?.()
      stopStore?.()
    })
  }

  const open = async (payment: PaymentOptions) => {
    result.value = null
    await (await load()).openPay(payment)
  }
  const pay = async (payment: PaymentOptions, timeoutMs?: number) => {
    result.value = null
    const ended = await (await load()).pay(payment, timeoutMs)
    result.value = ended
    // Cancel and timeout end the payment without a new failure in the store to report.
    if (!ended.success && ended.error !== state.value.error) options.onError?.(ended.error ?? '')
    return ended
  }

  const data = computed(
    () => state.value.payResult ?? (result.value?.success ? (result.value.result ?? null) : null),
  )
  const error = computed(() =>
    data.value
      ? null
      : (state.value.error ??
        (result.value && !result.value.success ? (result.value.error ?? null) : null)),
  )
  return {
    open,
    pay,
    isPending: computed(() => state.value.isLoading || state.value.isPaymentInProgress),
    isLoading: computed(() => state.value.isLoading),
    isSuccess: computed(() => data.value !== null),
    isError: computed(() => error.value !== null),
    data,
    result: computed(() => result.value),
    error,
  }
}

import type { StoreApi } from 'zustand/vanilla'
import type { FetchLike } from '../api/ApiTransport'
import type { Portico } from '../types/Portico'
import type { PorticoEvent } from '../types/PorticoEvent'
import type { PayApiClient } from './createPayApiClient'
import type { PayState } from './PayClient'
import type { CurrentPayment, PaymentOptions, PaymentResult } from './PaymentAsset'
import type { ValidPayment } from './validatePaymentOptions'

/**
 * What tests may change: how often the record is read, and the `fetch` of the balance reads on
 * the network's own RPC.
 * @example
 * createPayClient(portico, { pollIntervalMs: 20 })
 */
export type PayClientSettings = { pollIntervalMs?: number; rpcFetch?: FetchLike }

/**
 * One open payment: what it asks, how it ends, and what follows it meanwhile.
 * @example
 * if (session.ended) return
 */
export type PaySession = {
  valid: ValidPayment
  options: PaymentOptions
  paymentId: string
  ended: boolean
  waiters: Array<(result: PaymentResult) => void>
  /** Aborts the record's reading of the current way to pay. */
  following: AbortController | undefined
  /** A wallet connected from the Pay view: the modal's close that follows reopens Pay. */
  reopenAfterConnect: boolean
  stopWatching: () => void
  timer: ReturnType<typeof setTimeout> | undefined
  /** How it ended, once it has. */
  outcome: PaymentResult | undefined
}

/**
 * What every step of a payment works with: the Portico instance, the Pay store and the
 * gateway's pay API, and the one payment open at a time.
 * @example
 * const s = openSession(ctx)
 * if (s) ctx.set({ error: null })
 */
export type PayContext = {
  portico: Portico
  settings: PayClientSettings
  store: StoreApi<PayState>
  api: PayApiClient
  /** The newest payment, open or ended. */
  session: PaySession | undefined
  emit: (event: PorticoEvent) => void
  set: (partial: Partial<PayState>) => void
  /** Patches the current way to pay, when there is one. */
  setCurrent: (patch: Partial<CurrentPayment>) => void
}

/**
 * The payment still open, if any.
 * @example
 * const s = openSession(ctx)
 * if (!s) return
 */
export function openSession(ctx: PayContext): PaySession | undefined {
  const { session } = ctx
  return session && !session.ended ? session : undefined
}

import type { AlertKey } from '@portico/common'
import type { AppEvent, AppEventName, FrameEvent } from '@portico/common/schemas/frame'

/**
 * What a request of name `N` carries (its `payload`, or nothing for bare requests).
 * @example const p: FrameRequestPayload<'CONNECT_EMAIL'> = { email: 'ada@example.com' }
 */
export type FrameRequestPayload<N extends AppEventName> =
  Extract<AppEvent, { type: `@portico-app/${N}` }> extends { payload: infer P } ? P : undefined

/**
 * What the frame's success answer to a request of name `N` carries.
 * @example const r: FrameResponse<'CONNECT_EMAIL'> = { action: 'VERIFY_OTP' }
 */
export type FrameResponse<N extends AppEventName> =
  Extract<FrameEvent, { type: `@portico-frame/${N}_SUCCESS` }> extends { payload: infer P }
    ? P
    : never

/**
 * The alerts the host raises (spec §8): the frame did not load, a request timed out, the
 * session is not valid yet.
 * @example const key: FrameAlertKey = 'EMBEDDED_WALLET_REQUEST_TIMEOUT'
 */
export type FrameAlertKey = Extract<
  AlertKey,
  'EMBEDDED_WALLET_LOAD_FAILED' | 'EMBEDDED_WALLET_REQUEST_TIMEOUT' | 'SESSION_EXPIRED'
>

/**
 * The page's end of the secure frame: one hidden iframe and the request/answer protocol over
 * window messages (spec §7).
 * @example
 * const host = createFrameHost({ frameUrl: 'http://127.0.0.1:8789', chainId: 31337, onAlert })
 * const { action } = await host.request('CONNECT_EMAIL', { email: 'ada@example.com' })
 */
export type FrameHost = {
  /** The iframe element, for views that show the frame in place (ApproveTransaction). */
  readonly iframe: HTMLIFrameElement
  /** The frame's exact origin: the only one messages are accepted from and posted to. */
  readonly origin: string
  /** Resolves once the frame said READY (and the ready delay passed); rejects after 20 s. */
  ready(): Promise<void>
  /** Send a request and wait for its answer; see {@link createFrameHost} for the rules. */
  request<N extends AppEventName>(
    name: N,
    ...args: FrameRequestPayload<N> extends undefined
      ? [payload?: undefined, options?: FrameRequestOptions]
      : [payload: FrameRequestPayload<N>, options?: FrameRequestOptions]
  ): Promise<FrameResponse<N>>
  /** Whether a request of this name waits for its answer. */
  isPending(name: AppEventName): boolean
  /**
   * Load the frame page anew (its session lives in its origin's storage and survives):
   * pending requests fail with 'Request was aborted'; resolves at the new READY.
   */
  reload(): Promise<void>
  /** Remove the iframe and the listener; pending requests fail with 'Request was aborted'. */
  destroy(): void
}

/**
 * Per-request options.
 * @example host.request('RPC_REQUEST', { method: 'personal_sign', params }, { signal })
 */
export type FrameRequestOptions = {
  /** Abort the wait: the request fails with 'Request was aborted'. */
  signal?: AbortSignal
}

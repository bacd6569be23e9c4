import type { AppEventName } from '@portico/common/schemas/frame'
import type { FrameHostOptions } from './FrameHostOptions'

/**
 * A request sent to the frame that waits for its answer.
 * @example
 * const entry: PendingRequest = { name: 'GET_USER', resolve, reject, cleanup }
 */
export type PendingRequest = {
  name: AppEventName
  resolve(payload: unknown): void
  reject(error: unknown): void
  /** Forgets the request: out of the pending map, its timer and abort listener removed. */
  cleanup(): void
}

/**
 * Everything one frame host holds, made once by {@link createFrameHostState} and passed to each
 * of its actions: the fixed facts (document, window, frame URL and origin, iframe, limits) and
 * the load and request bookkeeping that changes.
 * @example
 * const state = createFrameHostState(options)
 * await loadFrame(state)
 */
export type FrameHostState = {
  readonly options: FrameHostOptions
  readonly doc: Document
  readonly view: Window
  readonly limits: Readonly<Record<'iframeLoad' | 'request' | 'readyDelay', number>>
  /** The frame page's URL. */
  readonly src: URL
  /** The frame's exact origin: the only one messages are accepted from and posted to. */
  readonly origin: string
  /** Random per host, so request ids never repeat across hosts or page loads. */
  readonly prefix: string
  readonly iframe: HTMLIFrameElement
  /** Requests waiting for their answer, by id. */
  readonly pending: Map<string, PendingRequest>
  /** The last request number used in an id. */
  counter: number
  /** The current load attempt (until it fails, or a reload starts anew). */
  loading: Promise<void> | undefined
  /** Set while a load waits for the frame's READY. */
  onReady: (() => void) | undefined
  /** Whether the current load attempt finished. */
  loaded: boolean
  destroyed: boolean
}

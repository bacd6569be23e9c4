import { EmbeddedWalletLoadError, SomethingWentWrongError } from '@portico/common'
import type { FrameHostState } from './FrameHostState'

/**
 * How long a frame page may take to say READY before it is loaded again, and how long after
 * its load event (it posts READY as its script runs, before that event). In Chromium a frame
 * page still loading when the page opened the social login's pop-up sometimes never said READY
 * (nor did its load event reach the page) although it had loaded and run; loading it again
 * brought READY at once. Its files are then in the HTTP cache, so a slow load loaded again loses
 * little.
 */
const READY_WAIT_MS = 4_000
const READY_AFTER_LOAD_MS = 1_000
/** Loads again after such a stall, at most; the attempt's time limit still holds. */
const STALL_RELOADS = 2

/**
 * Loads the frame page (adding the iframe to the document the first time) and resolves once it
 * said READY and the ready delay passed; the attempt in progress is shared. A page that has not
 * said READY 4 s after the load started, or 1 s after its load event, is loaded again (twice at
 * most). Without READY in time it shows the load
 * alert and rejects with 'Something went wrong'; the next call retries.
 * @example
 * await loadFrame(state)
 */
export function loadFrame(state: FrameHostState): Promise<void> {
  if (state.loading) return state.loading
  const { view, limits, options, iframe } = state
  state.loaded = false
  let stalls = 0
  let stallTimer: ReturnType<Window['setTimeout']> | undefined
  const waiting = () => state.onReady !== undefined && state.loading === attempt
  const watch = (ms: number) => {
    view.clearTimeout(stallTimer)
    stallTimer = view.setTimeout(() => {
      if (!waiting() || stalls >= STALL_RELOADS) return
      stalls += 1
      iframe.src = state.src.href
      watch(READY_WAIT_MS)
    }, ms)
  }
  const onLoad = () => watch(READY_AFTER_LOAD_MS)
  const stopWatching = () => {
    view.clearTimeout(stallTimer)
    iframe.removeEventListener('load', onLoad)
  }
  const attempt = new Promise<void>((resolve, reject) => {
    const timer = view.setTimeout(() => {
      stopWatching()
      state.onReady = undefined
      state.loading = undefined
      options.onAlert('EMBEDDED_WALLET_LOAD_FAILED')
      reject(new SomethingWentWrongError({ cause: new EmbeddedWalletLoadError() }))
    }, limits.iframeLoad)
    state.onReady = () => {
      stopWatching()
      state.onReady = undefined
      view.clearTimeout(timer)
      // The frame announces READY as its listener starts; give its first render a moment.
      view.setTimeout(() => {
        state.loaded = true
        resolve()
      }, limits.readyDelay)
    }
  })
  state.loading = attempt
  iframe.addEventListener('load', onLoad)
  // A retry after a failed load navigates the frame again.
  iframe.src = state.src.href
  if (!iframe.isConnected) state.doc.body.appendChild(iframe)
  watch(READY_WAIT_MS)
  return attempt
}

import { EmbeddedWalletLoadError, SomethingWentWrongError } from '@portico/common'
import type { FrameHostState } from './FrameHostState'

/**
 * Loads the frame page (adding the iframe to the document the first time) and resolves once it
 * said READY and the ready delay passed; the attempt in progress is shared. Without READY in
 * time it shows the load alert and rejects with 'Something went wrong'; the next call retries.
 * @example
 * await loadFrame(state)
 */
export function loadFrame(state: FrameHostState): Promise<void> {
  if (state.loading) return state.loading
  const { view, limits, options, iframe } = state
  state.loaded = false
  const attempt = new Promise<void>((resolve, reject) => {
    const timer = view.setTimeout(() => {
      state.onReady = undefined
      state.loading = undefined
      options.onAlert('EMBEDDED_WALLET_LOAD_FAILED')
      reject(new SomethingWentWrongError({ cause: new EmbeddedWalletLoadError() }))
    }, limits.iframeLoad)
    state.onReady = () => {
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
  // A retry after a failed load navigates the frame again.
  iframe.src = state.src.href
  if (!iframe.isConnected) state.doc.body.appendChild(iframe)
  return attempt
}

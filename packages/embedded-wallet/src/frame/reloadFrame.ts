import { RequestAbortedError } from '@portico/common'
import { abortPendingRequests } from './abortPendingRequests'
import type { FrameHostState } from './FrameHostState'
import { loadFrame } from './loadFrame'

/**
 * Loads the frame page anew: pending requests fail with 'Request was aborted'; resolves at the
 * new READY. A destroyed host refuses with 'Request was aborted'.
 * @example
 * await reloadFrame(state)
 */
export function reloadFrame(state: FrameHostState): Promise<void> {
  if (state.destroyed) return Promise.reject(new RequestAbortedError())
  abortPendingRequests(state)
  // Navigating again starts a fresh frame page; it says READY once more. A load still in
  // progress keeps waiting (with its time limit) for that READY.
  if (state.loading && !state.loaded) {
    state.iframe.src = state.src.href
    return state.loading
  }
  state.loading = undefined
  return loadFrame(state)
}

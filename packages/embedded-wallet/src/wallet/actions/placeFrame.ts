import type { FrameRect } from '@portico/core'
import { hideFrame, showFrame } from '../../frame/frameStyle'
import type { EmbeddedWalletState } from '../EmbeddedWalletState'
import { introduceApp } from './introduceApp'

/** Requests the frame answers through a screen of its own, shown in place over a view. */
const ASKING = ['RPC_REQUEST', 'PROTECT_RECOVERY', 'UNLOCK_KEY', 'EXPORT_KEY'] as const

/**
 * Shows the frame over `rect`, or hides it; hidden while it still asks something, the frame is
 * loaded anew so its unanswered screen does not stay first in its queue. A hide by an `owner`
 * that is not the latest to show the frame changes nothing: the view that placed it since keeps
 * it (and its request).
 * @example
 * placeFrame(state, { top: 80, left: 20, width: 360, height: 480 }, view)
 * placeFrame(state, undefined, view)
 */
export function placeFrame(
  state: EmbeddedWalletState,
  rect: FrameRect | undefined,
  owner?: object,
): void {
  const { host } = state
  if (rect) {
    state.shown = true
    state.placedBy = owner
    showFrame(host.iframe, rect)
    return
  }
  if (owner !== undefined && state.placedBy !== undefined && owner !== state.placedBy) return
  state.placedBy = undefined
  hideFrame(host.iframe)
  // Left while the frame still asks (the modal was closed by force, Back from a password
  // form): its screen would stay first in its queue, hidden. A fresh frame page drops it
  // (the request fails with 'Request was aborted'); the session stays.
  if (state.shown && ASKING.some((name) => host.isPending(name))) {
    host
      .reload()
      .then(() => introduceApp(state))
      .catch(() => {})
  }
  state.shown = false
}

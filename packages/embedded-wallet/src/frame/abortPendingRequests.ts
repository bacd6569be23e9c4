import { RequestAbortedError } from '@portico/common'
import type { FrameHostState } from './FrameHostState'

/**
 * Fails every request still waiting for the frame with 'Request was aborted'.
 * @example
 * abortPendingRequests(state)
 */
export function abortPendingRequests(state: FrameHostState): void {
  for (const entry of [...state.pending.values()]) {
    entry.cleanup()
    entry.reject(new RequestAbortedError())
  }
}

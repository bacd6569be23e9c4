import { alertForServerMessage } from '@portico/common'
import { frameEventSchema } from '@portico/common/schemas/frame'
import type { FrameHostState } from './FrameHostState'
import { type FrameErrorAnswer, toFrameError } from './toFrameError'

const FRAME_PREFIX = '@portico-frame/'

/**
 * Handles one window message: accepted only from the frame's exact origin and its own window,
 * parsed with the frame schema, then READY ends the load's wait and an answer settles the
 * pending request of its id and name. Anything else is dropped and reported to
 * `onIgnoredMessage` ('origin', 'source', 'malformed', 'unknown id', 'answer of another request').
 * @example
 * view.addEventListener('message', (event) => receiveFrameMessage(state, event))
 */
export function receiveFrameMessage(state: FrameHostState, event: MessageEvent) {
  const { options, pending } = state
  const ignore = (reason: string) => options.onIgnoredMessage?.(reason)
  if (event.origin !== state.origin) return ignore('origin')
  if (event.source !== state.iframe.contentWindow || event.source === null) return ignore('source')
  const parsed = frameEventSchema.safeParse(event.data)
  if (!parsed.success) return ignore('malformed')
  const message = parsed.data
  if (message.type === '@portico-frame/READY') {
    state.onReady?.()
    return
  }
  const entry = pending.get(message.id)
  if (!entry) return ignore('unknown id')
  const answer = message.type.slice(FRAME_PREFIX.length)
  if (answer === `${entry.name}_SUCCESS`) {
    entry.cleanup()
    entry.resolve(message.payload)
  } else if (answer === `${entry.name}_ERROR`) {
    const payload = (message.payload ?? {}) as FrameErrorAnswer
    if (payload.message && alertForServerMessage(payload.message) === 'SESSION_EXPIRED')
      options.onAlert('SESSION_EXPIRED')
    entry.cleanup()
    entry.reject(toFrameError(payload, entry.name))
  } else {
    ignore('answer of another request')
  }
}

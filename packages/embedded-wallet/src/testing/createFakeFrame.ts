import type { AppEvent } from '@portico/common/schemas/frame'
import { answerFakeFrame } from './answerFakeFrame'
import { createFakeFrameState } from './FakeFrameState'

/**
 * A scripted stand-in for the frame inside jsdom (which loads no pages): it answers the posts
 * the page makes to the iframe's window with messages from that window and the frame's origin,
 * as the real frame would. Unit tests only; the e2e suite drives the real frame.
 * @example
 * const frame = createFakeFrame(window, 'http://127.0.0.1:8789')
 */
export function createFakeFrame(win: Window, origin: string) {
  const state = createFakeFrameState()
  const attach = (iframe: HTMLIFrameElement) => {
    const frameWindow = iframe.contentWindow
    if (!frameWindow) throw new Error('no frame window')
    frameWindow.postMessage = ((message: AppEvent, targetOrigin: string) => {
      if (targetOrigin !== origin) return
      state.received.push(message)
      const reply = answerFakeFrame(state, message)
      if (!reply) return
      queueMicrotask(() =>
        win.dispatchEvent(
          new MessageEvent('message', {
            data: { id: message.id, ...reply },
            origin,
            source: frameWindow,
          }),
        ),
      )
    }) as Window['postMessage']
    queueMicrotask(() =>
      win.dispatchEvent(
        new MessageEvent('message', {
          data: { type: '@portico-frame/READY' },
          origin,
          source: frameWindow,
        }),
      ),
    )
  }
  return { state, attach }
}

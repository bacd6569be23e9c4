import { socialCallbackMessageSchema } from '@portico/common/schemas/frame'
import { SocialPopupClosedError } from './SocialPopupClosedError'

/** How often the pop-up is checked for having been closed by the visitor. */
const CLOSED_POLL_MS = 500
/**
 * How long an answer may still arrive after the pop-up is seen closed. The callback page posts
 * its answer and then closes itself; the pop-up lives in another process, so its `closed` flag
 * can flip before the posted message is dispatched here — on a busy machine, by hundreds of ms.
 */
const LATE_ANSWER_MS = 2_000

/**
 * The provider's answer, as the frame's callback page inside `popup` hands it back: accepted
 * only from that window and from the frame's exact origin, and only in the expected shape.
 * A pop-up closed without an answer rejects with {@link SocialPopupClosedError}: its `closed`
 * flag is readable across origins, and no message would ever come. An answer that arrives just
 * after the pop-up closed (it sent it on its way out) still counts.
 * @example
 * const callbackUri = await waitForSocialCallback(window, popup, 'http://127.0.0.1:8789')
 */
export function waitForSocialCallback(
  view: Window,
  popup: Window,
  frameOrigin: string,
  { pollMs = CLOSED_POLL_MS, lateAnswerMs = LATE_ANSWER_MS } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    let giveUp: ReturnType<Window['setTimeout']> | undefined
    const stop = () => {
      view.removeEventListener('message', onMessage)
      view.clearInterval(timer)
      if (giveUp !== undefined) view.clearTimeout(giveUp)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== frameOrigin) return
      const parsed = socialCallbackMessageSchema.safeParse(event.data)
      if (!parsed.success) return
      stop()
      resolve(parsed.data.uri)
    }
    const timer = view.setInterval(() => {
      if (!popup.closed) return
      view.clearInterval(timer)
      giveUp = view.setTimeout(() => {
        stop()
        reject(new SocialPopupClosedError())
      }, lateAnswerMs)
    }, pollMs)
    view.addEventListener('message', onMessage)
  })
}

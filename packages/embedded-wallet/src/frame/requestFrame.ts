import {
  EmbeddedWalletTimeoutError,
  FrameIframeNotSetError,
  RequestAbortedError,
  SomethingWentWrongError,
  validate,
} from '@portico/common'
import { type AppEventName, appEventSchema } from '@portico/common/schemas/frame'
import type { FrameRequestOptions } from './FrameHost'
import type { FrameHostState, PendingRequest } from './FrameHostState'
import { loadFrame } from './loadFrame'

/** Requests whose answer must come within the request timeout (spec §8). */
const TIMED_REQUESTS: ReadonlySet<AppEventName> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  // CONNECT_FARCASTER is left out: it waits for a phone, and ends at the link's expiry.
  'GET_FARCASTER_URI',
])

/**
 * Validates a request, waits for the frame, posts the request to the frame's origin only and
 * resolves with the answer of the same id and name. Timed requests fail after the request limit
 * (the timeout alert and 'Something went wrong'); `signal` and a destroyed host make it fail
 * with 'Request was aborted'; an iframe taken out of the page with 'W3mFrame: iframe is not set'.
 * @example
 * const user = await requestFrame(state, 'GET_USER', { chainId: 31337 })
 */
export async function requestFrame(
  state: FrameHostState,
  name: AppEventName,
  payload?: unknown,
  requestOptions: FrameRequestOptions = {},
): Promise<unknown> {
  const { signal } = requestOptions
  const { view, pending, limits, options } = state
  if (state.destroyed) throw new RequestAbortedError()
  if (signal?.aborted) throw new RequestAbortedError()
  const id = `${state.prefix}-${++state.counter}`
  // Checked before anything is sent: a request the frame would refuse never leaves the page,
  // and the caller learns why in the spec's validation sentences.
  const message = validate(appEventSchema, {
    id,
    type: `@portico-app/${name}`,
    ...(payload !== undefined && { payload }),
  })
  await loadFrame(state)
  if (state.destroyed) throw new RequestAbortedError()
  if (signal?.aborted) throw new RequestAbortedError()
  // The page may have taken the iframe out of the document since it loaded: it has no window
  // to post to (browsers drop it), and nothing would ever answer.
  const target = state.iframe.isConnected ? state.iframe.contentWindow : null
  if (!target) throw new FrameIframeNotSetError({ metaMessages: [`Request: ${name}`] })
  return new Promise<unknown>((resolve, reject) => {
    let timer: number | undefined
    const onAbort = () => {
      entry.cleanup()
      reject(new RequestAbortedError())
    }
    const entry: PendingRequest = {
      name,
      resolve,
      reject,
      cleanup() {
        pending.delete(id)
        if (timer !== undefined) view.clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      },
    }
    pending.set(id, entry)
    signal?.addEventListener('abort', onAbort, { once: true })
    if (TIMED_REQUESTS.has(name)) {
      timer = view.setTimeout(() => {
        entry.cleanup()
        options.onAlert('EMBEDDED_WALLET_REQUEST_TIMEOUT')
        reject(
          new SomethingWentWrongError({
            cause: new EmbeddedWalletTimeoutError({ metaMessages: [`Request: ${name}`] }),
          }),
        )
      }, limits.request)
    }
    target.postMessage(message, state.origin)
  })
}

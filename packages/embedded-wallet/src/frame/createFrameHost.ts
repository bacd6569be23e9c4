import type { AppEventName } from '@portico/common/schemas/frame'
import { abortPendingRequests } from './abortPendingRequests'
import { createFrameHostState } from './createFrameHostState'
import type { FrameHost, FrameRequestOptions } from './FrameHost'
import type { FrameHostOptions } from './FrameHostOptions'
import { loadFrame } from './loadFrame'
import { receiveFrameMessage } from './receiveFrameMessage'
import { reloadFrame } from './reloadFrame'
import { requestFrame } from './requestFrame'

/**
 * Create the hidden secure-frame iframe and speak the spec §7 protocol with it. Every message
 * is accepted only from the frame's exact origin and its own window, parsed with the frame
 * schema, and matched to a pending request by id and name; anything else (another origin or
 * window, malformed, unknown or already answered ids) is dropped. Messages are posted only to
 * the frame's origin. The frame must say READY within 20 s (else the load alert and 'Something
 * went wrong'; the next request reloads it); connect requests must be answered within 30 s
 * (else the timeout alert and 'Something went wrong'). An error answer without a message is
 * 'An error occurred'; 'JWT validation error: JWT Token is not yet valid' raises Session Expired.
 * A request the protocol refuses throws a ValidationError ('Required', 'Invalid input',
 * 'Expected X, received Y') before anything is sent; one made after the page removed the
 * iframe throws 'W3mFrame: iframe is not set'.
 * @example
 * const host = createFrameHost({ frameUrl: 'http://127.0.0.1:8789', chainId: 31337, onAlert })
 * const user = await host.request('GET_USER', { chainId: 31337 })
 */
export function createFrameHost(options: FrameHostOptions): FrameHost {
  const state = createFrameHostState(options)
  const onMessage = (event: MessageEvent) => receiveFrameMessage(state, event)
  state.view.addEventListener('message', onMessage)
  return {
    iframe: state.iframe,
    origin: state.origin,
    ready: () => loadFrame(state),
    request: ((name: AppEventName, payload?: unknown, requestOptions?: FrameRequestOptions) =>
      requestFrame(state, name, payload, requestOptions)) as FrameHost['request'],
    isPending: (name) => [...state.pending.values()].some((entry) => entry.name === name),
    reload: () => reloadFrame(state),
    destroy() {
      state.destroyed = true
      state.view.removeEventListener('message', onMessage)
      abortPendingRequests(state)
      state.iframe.remove()
    },
  }
}

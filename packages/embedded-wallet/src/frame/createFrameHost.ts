import {
  alertForServerMessage,
  EMBEDDED_WALLET_TIMEOUTS_MS,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
  FrameIframeNotSetError,
  RequestAbortedError,
  SomethingWentWrongError,
  validate,
} from '@portico/common'
import { type AppEventName, appEventSchema, frameEventSchema } from '@portico/common/schemas/frame'
import { buildFrameUrl } from './buildFrameUrl'
import type { FrameAlertKey, FrameHost, FrameRequestOptions } from './FrameHost'
import { hideFrame } from './frameStyle'
import { toFrameError } from './toFrameError'

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

const FRAME_PREFIX = '@portico-frame/'

/**
 * Options of {@link createFrameHost}.
 * @example
 * const options: FrameHostOptions = { frameUrl: 'http://127.0.0.1:8789', chainId: 31337, onAlert }
 */
export type FrameHostOptions = {
  /** Base URL of the wallet-frame service; the page is `<frameUrl>/frame`. */
  frameUrl: string
  projectId?: string | undefined
  /** Chain the frame starts on. */
  chainId: number | string
  /** Protocol version (spec §9); default 4. */
  version?: number
  enableLogger?: boolean
  /** The document to add the iframe to; default the global one. */
  document?: Document
  /** Shows a spec §8 alert (core's alert store). */
  onAlert(key: FrameAlertKey): void
  /** Where dropped messages are reported; default silent. */
  onIgnoredMessage?(reason: string): void
  /** Overrides of the spec §9 time limits, for tests. */
  timeouts?: Partial<Record<'iframeLoad' | 'request' | 'readyDelay', number>>
}

type Pending = {
  name: AppEventName
  resolve(payload: unknown): void
  reject(error: unknown): void
  cleanup(): void
}

function randomPrefix(): string {
  const bytes = new Uint8Array(8)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

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
  const doc = options.document ?? globalThis.document
  const view = doc.defaultView
  if (!view) throw new Error('The embedded wallet needs a document with a window')
  const limits = { ...EMBEDDED_WALLET_TIMEOUTS_MS, ...options.timeouts }
  const src = buildFrameUrl(options)
  const origin = src.origin
  const prefix = randomPrefix()
  let counter = 0
  const pending = new Map<string, Pending>()

  const iframe = doc.createElement('iframe')
  iframe.title = 'Embedded wallet'
  iframe.setAttribute('data-testid', 'portico-embedded-wallet-frame')
  // The frame may create and use passkeys (its recovery form): a cross-origin iframe needs the
  // page's leave for both, for the frame's own origin only.
  iframe.allow = 'publickey-credentials-create; publickey-credentials-get'
  hideFrame(iframe)

  let loading: Promise<void> | undefined
  let onReady: (() => void) | undefined
  let loaded = false
  let destroyed = false

  const ignore = (reason: string) => options.onIgnoredMessage?.(reason)

  const load = (): Promise<void> => {
    if (loading) return loading
    loaded = false
    const attempt = new Promise<void>((resolve, reject) => {
      const timer = view.setTimeout(() => {
        onReady = undefined
        loading = undefined
        options.onAlert('EMBEDDED_WALLET_LOAD_FAILED')
        reject(new SomethingWentWrongError({ cause: new EmbeddedWalletLoadError() }))
      }, limits.iframeLoad)
      onReady = () => {
        onReady = undefined
        view.clearTimeout(timer)
        // The frame announces READY as its listener starts; give its first render a moment.
        view.setTimeout(() => {
          loaded = true
          resolve()
        }, limits.readyDelay)
      }
    })
    loading = attempt
    // A retry after a failed load navigates the frame again.
    iframe.src = src.href
    if (!iframe.isConnected) doc.body.appendChild(iframe)
    return attempt
  }

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return ignore('origin')
    if (event.source !== iframe.contentWindow || event.source === null) return ignore('source')
    const parsed = frameEventSchema.safeParse(event.data)
    if (!parsed.success) return ignore('malformed')
    const message = parsed.data
    if (message.type === '@portico-frame/READY') {
      onReady?.()
      return
    }
    const entry = pending.get(message.id)
    if (!entry) return ignore('unknown id')
    const answer = message.type.slice(FRAME_PREFIX.length)
    if (answer === `${entry.name}_SUCCESS`) {
      entry.cleanup()
      entry.resolve(message.payload)
    } else if (answer === `${entry.name}_ERROR`) {
      const text = (message.payload as { message?: string } | undefined)?.message
      if (text && alertForServerMessage(text) === 'SESSION_EXPIRED')
        options.onAlert('SESSION_EXPIRED')
      entry.cleanup()
      entry.reject(toFrameError(text, entry.name))
    } else {
      ignore('answer of another request')
    }
  }
  view.addEventListener('message', onMessage)

  const request = async (
    name: AppEventName,
    payload?: unknown,
    requestOptions: FrameRequestOptions = {},
  ): Promise<unknown> => {
    const { signal } = requestOptions
    if (destroyed) throw new RequestAbortedError()
    if (signal?.aborted) throw new RequestAbortedError()
    const id = `${prefix}-${++counter}`
    // Checked before anything is sent: a request the frame would refuse never leaves the page,
    // and the caller learns why in the spec's validation sentences.
    const message = validate(appEventSchema, {
      id,
      type: `@portico-app/${name}`,
      ...(payload !== undefined && { payload }),
    })
    await load()
    if (destroyed) throw new RequestAbortedError()
    if (signal?.aborted) throw new RequestAbortedError()
    // The page may have taken the iframe out of the document since it loaded: it has no window
    // to post to (browsers drop it), and nothing would ever answer.
    const target = iframe.isConnected ? iframe.contentWindow : null
    if (!target) throw new FrameIframeNotSetError({ metaMessages: [`Request: ${name}`] })
    return new Promise<unknown>((resolve, reject) => {
      let timer: number | undefined
      const onAbort = () => {
        entry.cleanup()
        reject(new RequestAbortedError())
      }
      const entry: Pending = {
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
      target.postMessage(message, origin)
    })
  }

  const abortPending = () => {
    for (const entry of [...pending.values()]) {
      entry.cleanup()
      entry.reject(new RequestAbortedError())
    }
  }

  return {
    iframe,
    origin,
    ready: load,
    request: request as FrameHost['request'],
    isPending: (name) => [...pending.values()].some((entry) => entry.name === name),
    reload() {
      if (destroyed) return Promise.reject(new RequestAbortedError())
      abortPending()
      // Navigating again starts a fresh frame page; it says READY once more. A load still in
      // progress keeps waiting (with its time limit) for that READY.
      if (loading && !loaded) {
        iframe.src = src.href
        return loading
      }
      loading = undefined
      return load()
    },
    destroy() {
      destroyed = true
      view.removeEventListener('message', onMessage)
      abortPending()
      iframe.remove()
    },
  }
}

import { EMBEDDED_WALLET_TIMEOUTS_MS } from '@portico/common'
import { buildFrameUrl } from './buildFrameUrl'
import type { FrameHostOptions } from './FrameHostOptions'
import type { FrameHostState } from './FrameHostState'
import { hideFrame } from './frameStyle'
import { MissingWindowError } from './MissingWindowError'

function randomPrefix(): string {
  const bytes = new Uint8Array(8)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The state of a new frame host: its hidden iframe (not yet in the document), the frame's URL
 * and origin, the time limits, a random request-id prefix and nothing pending.
 * @example
 * const state = createFrameHostState({ frameUrl: 'http://127.0.0.1:8789', chainId: 31337, onAlert })
 */
export function createFrameHostState(options: FrameHostOptions): FrameHostState {
  const doc = options.document ?? globalThis.document
  const view = doc.defaultView
  if (!view) throw new MissingWindowError()
  const src = buildFrameUrl(options)
  const iframe = doc.createElement('iframe')
  iframe.title = 'Embedded wallet'
  iframe.setAttribute('data-testid', 'portico-embedded-wallet-frame')
  // The frame may create and use passkeys (its recovery form) and write the clipboard (its key
  // export's Copy key): a cross-origin iframe needs the page's leave for each, for the frame's
  // own origin only. Reading the clipboard is not asked for.
  iframe.allow = 'publickey-credentials-create; publickey-credentials-get; clipboard-write'
  hideFrame(iframe)
  return {
    options,
    doc,
    view,
    limits: { ...EMBEDDED_WALLET_TIMEOUTS_MS, ...options.timeouts },
    src,
    origin: src.origin,
    prefix: randomPrefix(),
    iframe,
    pending: new Map(),
    counter: 0,
    loading: undefined,
    onReady: undefined,
    loaded: false,
    destroyed: false,
  }
}

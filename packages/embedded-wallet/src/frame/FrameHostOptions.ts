import type { FrameAlertKey } from './FrameHost'

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

import type { AdapterContext, ChainAdapter } from '@portico/core'
import type { FrameHost } from '../frame/FrameHost'
import type { EmbeddedSession } from './EmbeddedSession'

/**
 * What the eip155 adapter of the embedded wallet holds, made once by
 * {@link createEmbeddedAdapter} and passed to each of its actions.
 * @example
 * const state: EmbeddedAdapterState = { inner, context, session, host: session.host, connected: false }
 */
export type EmbeddedAdapterState = {
  /** The adapter every call for another connector goes to. */
  readonly inner: ChainAdapter
  readonly context: AdapterContext
  readonly session: EmbeddedSession
  readonly host: FrameHost
  /** Whether the AUTH connector is connected here: only then is a refreshed user core's news. */
  connected: boolean
}

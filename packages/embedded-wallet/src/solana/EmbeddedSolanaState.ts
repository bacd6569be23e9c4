import type { CaipNetwork } from '@portico/common'
import type { AdapterContext, ChainAdapter } from '@portico/core'
import type { EmbeddedSession } from '../adapter/EmbeddedSession'
import type { FrameHost } from '../frame/FrameHost'

/**
 * What the solana adapter of the embedded wallet holds, made once by
 * {@link createEmbeddedSolanaAdapter} and passed to each of its actions.
 * @example
 * const state: EmbeddedSolanaState = { inner, context, session, host: session.host, current: undefined }
 */
export type EmbeddedSolanaState = {
  /** The adapter every call for another connector goes to (and which builds transfers). */
  readonly inner: ChainAdapter
  readonly context: AdapterContext
  readonly session: EmbeddedSession
  readonly host: FrameHost
  /** The cluster the AUTH connection is on (where messages are signed); unset when not connected. */
  current: CaipNetwork | undefined
}

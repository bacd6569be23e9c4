import { AdapterOrConnectorNotFoundError } from '@portico/common'
import type { ChainAdapter } from '@portico/core'
import type { EmbeddedSolanaState } from '../EmbeddedSolanaState'

/**
 * The inner adapter's `sendWithSigner`, which builds SOL and SPL transfers in one place;
 * an AdapterOrConnectorNotFoundError when the inner adapter has none.
 * @example
 * await innerSendWithSigner(state)(transfer, signAndSendThroughFrame(state, caipNetwork))
 */
export function innerSendWithSigner(
  state: EmbeddedSolanaState,
): NonNullable<ChainAdapter['sendWithSigner']> {
  const { inner } = state
  if (!inner.sendWithSigner)
    throw new AdapterOrConnectorNotFoundError({ metaMessages: ['sendWithSigner'] })
  return inner.sendWithSigner.bind(inner)
}

import type { ChainNamespace } from '@portico/common'
import { importUniversalProvider } from '../../provider/importUniversalProvider'
import { firstContext } from '../internal/firstContext'
import { loadProvider } from '../internal/loadProvider'
import { pairThrough } from '../internal/pairThrough'
import type { WalletConnectPrepareStage } from '../WalletConnectConnector'
import type { WalletConnectState } from '../WalletConnectState'

/**
 * Gets ahead of a connect: fetches the SDK (`code`), also starts the provider (`provider`), or
 * also starts a pairing (`pairing`) whose uri goes to the namespace's context (default the
 * first attached) and which the next connect joins.
 * @example
 * await prepareSession(state, 'pairing', { namespace: 'eip155' })
 */
export async function prepareSession(
  state: WalletConnectState,
  stage: WalletConnectPrepareStage,
  params: { namespace?: ChainNamespace } = {},
): Promise<void> {
  if (stage === 'code') {
    await importUniversalProvider()
    return
  }
  const { pairing, contexts } = state
  const loaded = await loadProvider(state)
  if (stage === 'provider' || loaded.session || pairing.isLive()) return
  const context = params.namespace ? contexts.get(params.namespace) : firstContext(state)
  const caipNetwork = context?.getActiveNetwork()
  pairing
    .run(
      (onUri) => pairThrough(state, loaded, onUri, caipNetwork),
      (uri) => context?.onWalletConnectUri(uri),
    )
    // The outcome belongs to the connects that join this attempt; they get it themselves.
    // Unjoined, it expires unseen, which is no error.
    .catch(() => undefined)
}

import { ChainNotSupportedError } from '@portico/common'
import type { ChainAdapter } from '@portico/core'
import type { WalletConnectFamily } from '../../eip155/WalletConnectFamily'
import type { ComposedAdapterState } from '../ComposedAdapterState'

/**
 * A send built by the inner adapter and signed and sent over the session. A family that only
 * signs (Solana) sends what the inner adapter builds: the chain library comes with that
 * adapter, and this package imports none. Without an inner adapter that builds, a
 * ChainNotSupportedError saying which adapter to wrap.
 * @example
 * const hash = await buildWithInner(state, family.signAndSend)({ caipNetwork, from, to, value })
 */
export function buildWithInner(
  state: ComposedAdapterState,
  signAndSend: NonNullable<WalletConnectFamily['signAndSend']>,
) {
  const { inner, namespace, walletConnect } = state
  if (!inner?.sendWithSigner) {
    throw new ChainNotSupportedError({
      metaMessages: [
        `Sends on ${namespace} over WalletConnect are built by the ${namespace} chain adapter:`,
        `wrap it, e.g. withWalletConnect(createSolanaAdapter({ networks }), walletConnect).`,
      ],
    })
  }
  const build: NonNullable<ChainAdapter['sendWithSigner']> = inner.sendWithSigner.bind(inner)
  return (params: Parameters<typeof build>[0]) =>
    build(params, (transaction) =>
      signAndSend(walletConnect, { caipNetwork: params.caipNetwork, transaction }),
    )
}

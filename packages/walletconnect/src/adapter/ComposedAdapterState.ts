import type { ChainNamespace } from '@portico/common'
import type { ChainAdapter, Connector } from '@portico/core'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'

/**
 * What an adapter made by {@link composeAdapter} holds, made once and passed to each of its
 * actions: the namespace, the WalletConnect connector and its entry in wallet lists, and the
 * inner adapter if any. The namespace's family (how the session signs and sends there) is
 * fetched on first use (`requireFamily`).
 * @example
 * const state: ComposedAdapterState = { namespace: 'eip155', walletConnect, connector, inner, detach: undefined }
 */
export type ComposedAdapterState = {
  readonly namespace: ChainNamespace
  readonly walletConnect: WalletConnectConnector
  /** The WalletConnect entry of the namespace's wallet list. */
  readonly connector: Connector
  /** The adapter serving every other connector; without one, WalletConnect is the only way in. */
  readonly inner: ChainAdapter | undefined
  /** Detaches the session from core's context; set by `setup`. */
  detach: (() => void) | undefined
}

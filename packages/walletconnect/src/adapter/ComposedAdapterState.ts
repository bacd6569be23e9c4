import type { ChainNamespace } from '@portico/common'
import type { ChainAdapter, Connector } from '@portico/core'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'
import type { WalletConnectFamily } from '../eip155/WalletConnectFamily'

/**
 * What an adapter made by {@link composeAdapter} holds, made once and passed to each of its
 * actions: the namespace, the WalletConnect connector and its entry in wallet lists, the
 * namespace's family (how the session signs and sends there), and the inner adapter if any.
 * @example
 * const state: ComposedAdapterState = { namespace: 'eip155', walletConnect, connector, family, inner, detach: undefined }
 */
export type ComposedAdapterState = {
  readonly namespace: ChainNamespace
  readonly walletConnect: WalletConnectConnector
  /** The WalletConnect entry of the namespace's wallet list. */
  readonly connector: Connector
  readonly family: WalletConnectFamily | undefined
  /** The adapter serving every other connector; without one, WalletConnect is the only way in. */
  readonly inner: ChainAdapter | undefined
  /** Detaches the session from core's context; set by `setup`. */
  detach: (() => void) | undefined
}

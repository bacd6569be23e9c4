import type { ComposedAdapterState } from '../ComposedAdapterState'

/**
 * `forward`, applied only while the session is not live on the namespace: the inner adapter's
 * wallet events then belong to a wallet that is not the active one.
 * @example
 * onAccountChanged: whenNotLive(state, context.onAccountChanged)
 */
export function whenNotLive<T>(state: ComposedAdapterState, forward: (value: T) => void) {
  return (value: T): void => {
    if (!state.walletConnect.getConnection(state.namespace)) forward(value)
  }
}

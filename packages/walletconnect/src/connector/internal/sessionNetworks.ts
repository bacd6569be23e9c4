import type { CaipNetwork } from '@portico/common'
import type { WalletConnectState } from '../WalletConnectState'

/**
 * The networks a session proposes and routes RPC for: every attached adapter's, or the
 * connector's own `networks` option while none is attached.
 * @example
 * const optionalNamespaces = buildNamespaces(sessionNetworks(state))
 */
export function sessionNetworks(state: WalletConnectState): readonly CaipNetwork[] {
  const { contexts, options } = state
  return contexts.size > 0
    ? [...contexts.values()].flatMap((c) => c.networks)
    : (options.networks ?? [])
}

import type { ChainNamespace } from '@portico/common'
import type { PorticoInternals } from './PorticoInternals'

/**
 * Whether a namespace (default: the active one) has a connected account.
 * @example
 * if (isConnected(internals)) router.reset({ view: 'Account' })
 */
export function isConnected(internals: PorticoInternals, namespace?: ChainNamespace): boolean {
  const ns = namespace ?? internals.stores.chain.getState().activeNamespace
  return (
    ns !== undefined && internals.stores.account.getState().accounts[ns]?.caipAddress !== undefined
  )
}

import type { ChainNamespace } from '@portico/common'
import type { ConnectedWalletInfo, Portico } from '@portico/core'
import { activeNamespace } from './activeNamespace'

/**
 * Name and icon of the connected wallet of `namespace` (default: the active one), as
 * `useWalletInfo` and `getWalletInfo` report it.
 * @example
 * readWalletInfo(portico)?.name // 'Portico Test Wallet'
 */
export function readWalletInfo(
  portico: Portico,
  namespace?: ChainNamespace,
): ConnectedWalletInfo | undefined {
  return portico.stores.account.getState().accounts[activeNamespace(portico, namespace)]
    ?.connectedWalletInfo
}

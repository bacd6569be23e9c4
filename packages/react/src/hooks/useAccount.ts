import type { CaipAddress, ChainNamespace, ConnectionStatus } from '@portico/common'
import type { ConnectedWalletInfo } from '@portico/core'
import { shallowEqual, useActiveNamespace, usePorticoClient, useStoreValue } from './clientHooks'

/**
 * The connected account of one namespace.
 * @example
 * const { isConnected, address, balance, balanceSymbol } = useAccount()
 */
export type UseAccountReturn = {
  namespace: ChainNamespace
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: ConnectionStatus
  isConnected: boolean
  /** Native balance in whole units as a decimal string, once fetched. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** Id of the connector in use. */
  connectorId: string | undefined
  /** Name and icon of the connected wallet. */
  walletInfo: ConnectedWalletInfo | undefined
}

/**
 * The account of the active namespace (or of `namespace`), re-rendering when it changes.
 * @example
 * const { address, status } = useAccount()
 * if (status === 'connected') console.log(address)
 */
export function useAccount(options: { namespace?: ChainNamespace } = {}): UseAccountReturn {
  const client = usePorticoClient()
  const namespace = useActiveNamespace(options.namespace)
  const account = useStoreValue(
    client.stores.account,
    (s) => {
      const a = s.accounts[namespace]
      return {
        address: a?.address,
        caipAddress: a?.caipAddress,
        balance: a?.balance,
        balanceSymbol: a?.balanceSymbol,
        walletInfo: a?.connectedWalletInfo,
      }
    },
    shallowEqual,
  )
  const status = useStoreValue(
    client.stores.connection,
    (s) => s.status[namespace] ?? 'disconnected',
  )
  const connectorId = useStoreValue(
    client.stores.connectors,
    (s) => s.activeConnectorIds[namespace],
  )
  return {
    namespace,
    ...account,
    status,
    isConnected: status === 'connected' && account.address !== undefined,
    connectorId,
  }
}

import type { ChainNamespace } from '@portico/common'
import type { ConnectedWalletInfo, PayRequest } from '@portico/core'
import { useEffect } from 'react'
import { shallowEqual, usePorticoClient, useStoreValue } from '../../hooks/clientHooks'

/**
 * The wallet that would pay: whether one is connected in the payment's namespace, its name and
 * icon, whether it is on the payment's network (else paying switches it first), and its balance
 * of the asked asset in whole units — known only on that network, from the account store
 * (native balance, else the gateway's token balances); undefined when not known.
 * @example
 * const wallet = usePayWallet(request)
 * if (wallet.connected && !wallet.onNetwork) say('Your wallet will switch')
 */
export type PayWallet = {
  namespace: ChainNamespace
  connected: boolean
  address: string | undefined
  walletInfo: ConnectedWalletInfo | undefined
  onNetwork: boolean
  balance: string | undefined
}

/**
 * {@link PayWallet} of the open payment, kept current as the account and its network change.
 * @example
 * const { connected, balance } = usePayWallet(request)
 */
export function usePayWallet(request: PayRequest | undefined): PayWallet {
  const client = usePorticoClient()
  const network = request?.paymentAsset.network ?? ''
  const asset = request?.paymentAsset.asset
  const namespace = (network.split(':')[0] || 'eip155') as ChainNamespace
  const connected = useStoreValue(
    client.stores.connection,
    (s) => s.status[namespace] === 'connected',
  )
  const onNetwork = useStoreValue(
    client.stores.chain,
    (s) => s.networks[namespace]?.caipNetwork?.caipNetworkId === network,
  )
  const account = useStoreValue(
    client.stores.account,
    (s) => {
      const a = s.accounts[namespace]
      const token =
        asset && asset !== 'native'
          ? a?.tokenBalance.find(
              (b) =>
                b.chainId === network &&
                b.address?.toLowerCase() === `${network}:${asset}`.toLowerCase(),
            )
          : undefined
      return {
        address: a?.address,
        walletInfo: a?.connectedWalletInfo,
        balance: asset === 'native' ? a?.balance : token?.quantity.numeric,
        tokensLoaded: (a?.tokenBalance.length ?? 0) > 0,
      }
    },
    shallowEqual,
  )
  const active = useStoreValue(client.stores.chain, (s) => s.activeNamespace === namespace)
  // Token balances come from the gateway for the active account; the native one the wallet
  // reports with the connection.
  useEffect(() => {
    if (connected && active && onNetwork && asset !== 'native') void client.api.fetchTokenBalances()
  }, [client, connected, active, onNetwork, asset])
  const known = connected && onNetwork
  const tokenMissing = asset !== 'native' && account.tokensLoaded && account.balance === undefined
  return {
    namespace,
    connected,
    address: connected ? account.address : undefined,
    walletInfo: connected ? account.walletInfo : undefined,
    onNetwork,
    // A loaded list without the token means the account holds none of it.
    balance: known ? (tokenMissing ? '0' : account.balance) : undefined,
  }
}

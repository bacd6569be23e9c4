import type { CaipAddress, CaipNetwork } from '@portico/common'
import type { PayRequest } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'

/** How the gateway names a network's native currency in price requests. */
const NATIVE_PRICE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Prices stay fresh this long: a payment view is open for minutes, not hours. */
const PRICE_STALE_MS = 60_000

/**
 * What the views show of the asked asset: its network (the app's entry), and its USD price and
 * icon from the gateway's prices (undefined until they arrive, and for an asset it does not
 * price — the view then shows no dollar figure rather than a wrong one).
 * @example
 * const { caipNetwork, price, iconUrl } = usePayAsset(request)
 */
export function usePayAsset(request: PayRequest | undefined): {
  caipNetwork: CaipNetwork | undefined
  price: number | undefined
  iconUrl: string | undefined
} {
  const client = usePorticoClient()
  const network = request?.paymentAsset.network
  const asset = request?.paymentAsset.asset
  const caipNetwork = client.options.networks.find((n) => n.caipNetworkId === network)
  const [priced, setPriced] = useState<{ key: string; price?: number; iconUrl?: string }>()
  const key =
    network && asset ? `${network}:${asset === 'native' ? NATIVE_PRICE_ADDRESS : asset}` : ''
  useEffect(() => {
    if (!key || !network) return
    const abort = new AbortController()
    client
      .getQueryClient()
      .then((queries) =>
        queries.fetchQuery({
          queryKey: ['portico', 'pay', 'price', key],
          staleTime: PRICE_STALE_MS,
          queryFn: ({ signal }) =>
            client.api.blockchain.getFungiblePrice(
              { chainId: network, addresses: [key as CaipAddress] },
              { signal },
            ),
        }),
      )
      .then(({ fungibles }) => {
        const found = fungibles[0]
        if (!abort.signal.aborted && found)
          setPriced({ key, price: found.price, ...(found.iconUrl && { iconUrl: found.iconUrl }) })
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted)
          client.options.logger.warn('Portico: no price for the payment', error)
      })
    return () => abort.abort()
  }, [client, key, network])
  const current = priced?.key === key ? priced : undefined
  return { caipNetwork, price: current?.price, iconUrl: current?.iconUrl }
}

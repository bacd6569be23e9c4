import type { CaipNetwork } from '@portico/common'
import { usePorticoClient } from '../hooks/clientHooks'
import { NetworkIcon } from '../ui/NetworkIcon/NetworkIcon'
import { networkImageUrl } from '../ui/NetworkIcon/networkImageUrl'

/**
 * `network`'s icon `size` pixels wide: the app's image for it, else the client's asset
 * catalogue's (networkImageUrl); its initials where there is none.
 * @example
 * <QrCode value={address} logo={<CatalogueNetworkIcon network={caipNetwork} size={36} />} />
 */
export function CatalogueNetworkIcon({ network, size }: { network: CaipNetwork; size: number }) {
  const client = usePorticoClient()
  return (
    <NetworkIcon
      caipNetworkId={network.caipNetworkId}
      name={network.name}
      imageUrl={networkImageUrl(network, client.api.catalogue.assetImageUrl)}
      size={size}
    />
  )
}

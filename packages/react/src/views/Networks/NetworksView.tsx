import { useNetwork } from '../../hooks/useNetwork'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { useT } from '../../i18n/useT'
import { networkImageUrl } from '../../ui/NetworkIcon/networkImageUrl'
import { NetworkListItem } from '../../ui/NetworkListItem/NetworkListItem'
import { useNamespaceNetworks } from './useNamespaceNetworks'
import { useSwitchTo } from './useSwitchTo'

/**
 * The Networks view: the app's networks with the active one marked; picking one switches and
 * goes back.
 * @example
 * client.push({ view: 'Networks' })
 */
export function NetworksView() {
  const client = usePorticoClient()
  const { t } = useT()
  const { caipNetworkId } = useNetwork()
  const networks = useNamespaceNetworks()
  // Back to where the list was opened from, unless the switch moved on by itself (sign-in asked
  // for the new network): leaving then would close that view.
  const { pendingId, switchTo } = useSwitchTo(() => {
    if (client.stores.router.getState().view.view === 'Networks') client.goBack()
  })
  return (
    <div className="portico-view" data-testid="portico-view-Networks">
      <ul className="portico-network-list portico-scroll" aria-label={t('account.networks.label')}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <NetworkListItem
              caipNetworkId={network.caipNetworkId}
              name={network.name}
              imageUrl={networkImageUrl(network, client.api.catalogue.assetImageUrl)}
              testnet={network.testnet ?? false}
              active={network.caipNetworkId === caipNetworkId}
              loading={pendingId === network.caipNetworkId}
              disabled={pendingId !== undefined && pendingId !== network.caipNetworkId}
              onClick={() =>
                network.caipNetworkId === caipNetworkId ? client.goBack() : switchTo(network)
              }
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

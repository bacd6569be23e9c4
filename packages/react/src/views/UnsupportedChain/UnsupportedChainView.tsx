import { usePorticoClient } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { Icon } from '../../ui/Icon/Icon'
import { NetworkListItem } from '../../ui/NetworkListItem/NetworkListItem'
import { DisconnectButton } from '../Account/DisconnectButton'
import { useNamespaceNetworks } from '../Networks/useNamespaceNetworks'
import { useSwitchTo } from '../Networks/useSwitchTo'

/**
 * The UnsupportedChain view: the wallet is on a network the app does not list; pick a
 * supported one (the modal closes once switched) or disconnect. Back closes (spec §2).
 * @example
 * client.reset({ view: 'UnsupportedChain' })
 */
export function UnsupportedChainView() {
  const client = usePorticoClient()
  const { t } = useT()
  const networks = useNamespaceNetworks()
  // Closed once on a listed network, unless the switch moved on by itself (sign-in asked for it).
  const { itemProps, switchTo } = useSwitchTo(() => {
    if (client.stores.router.getState().view.view === 'UnsupportedChain') client.close()
  })
  return (
    <div className="portico-view" data-testid="portico-view-UnsupportedChain">
      <div className="portico-notice">
        <span className="portico-notice-icon" aria-hidden="true">
          <Icon name="network" size={22} />
        </span>
        <p className="portico-notice-text">{t('common.unsupportedChain.notice')}</p>
      </div>
      <ul
        className="portico-network-list portico-scroll"
        aria-label={t('common.unsupportedChain.label')}
      >
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <NetworkListItem {...itemProps(network)} onClick={() => switchTo(network)} />
          </li>
        ))}
      </ul>
      <div className="portico-divider" />
      <DisconnectButton />
    </div>
  )
}

import type { CaipNetwork } from '@portico/common'
import { useId } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { useNetwork } from '../../hooks/useNetwork'
import { useNetworkAvailable } from '../../hooks/useNetworkAvailable'
import { useT } from '../../i18n/useT'
import { NetworkListItem } from '../../ui/NetworkListItem/NetworkListItem'
import { namespaceTitle } from './groupNetworks'
import { useNetworkGroups } from './useNetworkGroups'
import { useSwitchTo } from './useSwitchTo'

/**
 * The Networks view: the app's networks with the active one marked, grouped by chain family
 * when the app has more than one (EVM, Solana, Bitcoin). Networks the connected wallet cannot
 * use (it named the ones it can) are marked so, and picking one says so. Picking one switches and goes back; a
 * network of a family with no wallet connected makes that family active and shows Connect, so
 * the visitor picks a wallet for it (the other family's connection stays).
 * @example
 * client.push({ view: 'Networks' })
 */
export function NetworksView() {
  const client = usePorticoClient()
  const { t } = useT()
  const { caipNetworkId } = useNetwork()
  const groups = useNetworkGroups()
  const available = useNetworkAvailable()
  const headingId = useId()
  // Back to where the list was opened from, unless the switch moved on by itself (sign-in asked
  // for the new network): leaving then would close that view.
  const { itemProps, switchTo } = useSwitchTo((network) => {
    if (client.stores.router.getState().view.view !== 'Networks') return
    const status = client.stores.connection.getState().status[network.chainNamespace]
    if (status === 'connected') client.goBack()
    else client.replace({ view: 'Connect' })
  })
  const unavailable = t('common.networks.unavailable')
  const item = (network: CaipNetwork) => (
    <li key={network.caipNetworkId}>
      <NetworkListItem
        {...itemProps(network)}
        active={network.caipNetworkId === caipNetworkId}
        unavailable={available(network) ? undefined : unavailable}
        onClick={() => {
          // The wallet would refuse it: say why instead of asking.
          if (!available(network)) client.stores.toast.getState().showError(unavailable)
          else if (network.caipNetworkId === caipNetworkId) client.goBack()
          else void switchTo(network)
        }}
      />
    </li>
  )
  if (groups.length <= 1) {
    return (
      <div className="portico-view" data-testid="portico-view-Networks">
        <ul className="portico-network-list portico-scroll" aria-label={t('common.networks.label')}>
          {groups[0]?.networks.map(item)}
        </ul>
      </div>
    )
  }
  return (
    <div className="portico-view" data-testid="portico-view-Networks">
      <div className="portico-network-groups portico-scroll">
        {groups.map((group) => (
          <section
            key={group.namespace}
            aria-labelledby={`${headingId}-${group.namespace}`}
            data-testid={`portico-network-group-${group.namespace}`}
          >
            <h3 id={`${headingId}-${group.namespace}`} className="portico-network-group-title">
              {namespaceTitle(group.namespace)}
            </h3>
            <ul className="portico-network-list">{group.networks.map(item)}</ul>
          </section>
        ))}
      </div>
    </div>
  )
}

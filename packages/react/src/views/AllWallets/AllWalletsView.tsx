import { usePorticoClient } from '../../hooks/usePorticoClient'
import { useStoreValue } from '../../hooks/useStoreValue'
import { WalletTile } from '../../ui/WalletTile/WalletTile'
import { orderConnectors } from '../Connect/orderConnectors'
import { useSelectConnector } from '../Connect/useSelectConnector'

/**
 * The AllWallets view: every wallet the page knows, as a grid.
 * TODO: catalogue wallets with search and paging (40 per page, spec §9) come with the gateway
 * client in core; today the grid lists the detected connectors.
 * @example
 * client.push({ view: 'AllWallets' })
 */
export function AllWalletsView() {
  const client = usePorticoClient()
  const connectors = useStoreValue(client.stores.connectors, (s) => s.connectors)
  const recent = useStoreValue(client.stores.wallets, (s) => s.recent)
  const order = useStoreValue(client.stores.options, (s) => s.options.features.connectorTypeOrder)
  const select = useSelectConnector()
  const rows = orderConnectors(connectors, recent, order)
  return (
    <div className="portico-view" data-testid="portico-view-AllWallets">
      {rows.length === 0 ? (
        <p className="portico-empty">
          <span className="portico-empty-title">No wallets found</span>
          <span className="portico-empty-text">Install a browser wallet to continue.</span>
        </p>
      ) : (
        <ul className="portico-wallet-grid" aria-label="All wallets">
          {rows.map(({ connector, installed }) => (
            <li key={`${connector.chain}:${connector.id}`}>
              <WalletTile
                name={connector.name}
                imageUrl={connector.imageUrl ?? connector.info?.icon}
                installed={installed}
                onClick={() => select(connector)}
                testId={`portico-wallet-tile-${connector.id}`}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

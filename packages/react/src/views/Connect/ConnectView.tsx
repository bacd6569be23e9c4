import { usePorticoClient } from '../../hooks/usePorticoClient'
import { useStoreValue } from '../../hooks/useStoreValue'
import { Icon } from '../../ui/Icon/Icon'
import { WalletListItem } from '../../ui/WalletListItem/WalletListItem'
import { QrMark } from '../ConnectingWalletConnect/QrMark'
import { orderConnectors } from './orderConnectors'
import { useSelectConnector } from './useSelectConnector'

/**
 * The Connect view: connect methods in `connectMethodsOrder`, the wallet list in
 * `connectorTypeOrder` (spec §1), an 'All wallets' entry, and 'What is a wallet?' for
 * visitors new to wallets.
 * @example
 * client.push({ view: 'Connect' })
 */
export function ConnectView() {
  const client = usePorticoClient()
  const features = useStoreValue(client.stores.options, (s) => s.options.features)
  const connectors = useStoreValue(client.stores.connectors, (s) => s.connectors)
  const recent = useStoreValue(client.stores.wallets, (s) => s.recent)
  const catalogueCount = useStoreValue(client.stores.wallets, (s) =>
    Math.max(s.count, s.catalogueTotal),
  )
  const select = useSelectConnector()
  const rows = orderConnectors(connectors, recent, features.connectorTypeOrder)

  // TODO: the email and social sections come with the embedded wallet; only 'wallet' renders.
  const methods = features.connectMethodsOrder.filter((method) => method === 'wallet')
  return (
    <div className="portico-view" data-testid="portico-view-Connect">
      {methods.map((method) => (
        <ul key={method} className="portico-wallet-list" aria-label="Wallets">
          {rows.length === 0 && (
            <li className="portico-empty">
              <span className="portico-empty-title">No wallet detected</span>
              <span className="portico-empty-text">Install a browser wallet to continue.</span>
            </li>
          )}
          {rows.map(({ connector, installed, recent: isRecent }) => (
            <li key={`${connector.chain}:${connector.id}`}>
              <WalletListItem
                name={connector.name}
                imageUrl={connector.imageUrl ?? connector.info?.icon}
                {...(connector.type === 'WALLET_CONNECT' &&
                  !connector.imageUrl && { icon: <QrMark />, detail: 'QR code' })}
                installed={installed}
                recent={isRecent}
                onClick={() => select(connector)}
                testId={`portico-wallet-${connector.id}`}
              />
            </li>
          ))}
          {features.allWallets && (
            <li>
              <WalletListItem
                name="All wallets"
                icon={
                  <span className="portico-all-wallets-icon">
                    <Icon name="grid" size={20} />
                  </span>
                }
                detail={allWalletsDetail(Math.max(catalogueCount, rows.length))}
                onClick={() => client.push({ view: 'AllWallets' })}
                testId="portico-all-wallets"
              />
            </li>
          )}
        </ul>
      ))}
      <button
        type="button"
        className="portico-connect-help"
        onClick={() => client.push({ view: 'WhatIsAWallet' })}
        data-testid="portico-what-is-a-wallet"
      >
        <span className="portico-connect-help-lead">New to wallets?</span>
        <span className="portico-connect-help-link">
          <Icon name="help" size={16} />
          What is a wallet?
        </span>
      </button>
    </div>
  )
}

function allWalletsDetail(count: number): string | undefined {
  if (count === 0) return undefined
  return count > 10 ? `${Math.floor(count / 10) * 10}+` : String(count)
}

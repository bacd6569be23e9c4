import { RECOMMENDED_WALLETS_LIMIT } from '@portico/common'
import { useEffect } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { ListItemIcon } from '../../ui/WalletListItem/ListItemIcon'
import { WalletListItem } from '../../ui/WalletListItem/WalletListItem'
import { WalletTile } from '../../ui/WalletTile/WalletTile'
import { useSelectCatalogueWallet } from '../AllWallets/useSelectCatalogueWallet'
import { QrMark } from '../ConnectingWalletConnect/QrMark'
import { type ConnectWalletRow, connectWalletRows } from './connectWalletRows'
import { useSelectConnector } from './useSelectConnector'
import { walletCountDetail } from './walletCountDetail'

const NO_WALLETS: never[] = []

/**
 * Props of {@link WalletList}.
 * @example
 * const props: WalletListProps = { recommendedAsTiles: true }
 */
export type WalletListProps = {
  /** Show the recommended wallets as one row of tiles after the other rows, not as rows. */
  recommendedAsTiles?: boolean
}

/**
 * The Connect view's wallet list: connectors and the featured, custom and recommended wallets in
 * `connectorTypeOrder` (the recommended ones folded into a row of tiles with
 * `recommendedAsTiles`), then 'All wallets' when `features.allWallets` is on. Opening it asks for
 * the featured and recommended lists: nothing is sent when the start's prefetch has them or is
 * fetching them, and a list that failed to load is asked again.
 * @example
 * <WalletList recommendedAsTiles />
 */
export function WalletList({ recommendedAsTiles = false }: WalletListProps) {
  const client = usePorticoClient()
  const { t, number } = useT()
  useEffect(() => {
    void client.api.prefetch('featured')
    void client.api.prefetch('recommended')
  }, [client])
  const order = useStoreValue(client.stores.options, (s) => s.options.features.connectorTypeOrder)
  const allWallets = useStoreValue(client.stores.options, (s) => s.options.features.allWallets)
  const connectors = useStoreValue(client.stores.connectors, (s) => s.connectors)
  const recent = useStoreValue(client.stores.wallets, (s) => s.recent)
  const featured = useStoreValue(client.stores.wallets, (s) => s.featured)
  const recommended = useStoreValue(client.stores.wallets, (s) => s.recommended)
  const catalogueCount = useStoreValue(client.stores.wallets, (s) =>
    Math.max(s.count, s.catalogueTotal),
  )
  const selectConnector = useSelectConnector()
  const selectWallet = useSelectCatalogueWallet()
  const rows = connectWalletRows({
    connectors,
    recent,
    featured,
    custom: client.options.customWallets ?? NO_WALLETS,
    recommended,
    order,
  })
  const folded = (row: ConnectWalletRow) =>
    recommendedAsTiles && row.kind === 'wallet' && row.group === 'recommended'
  // One row holds as many tiles as one fetch of recommended wallets brings.
  const tiles = rows
    .flatMap((row) => (folded(row) && row.kind === 'wallet' ? [row.wallet] : []))
    .slice(0, RECOMMENDED_WALLETS_LIMIT)
  return (
    <ul className="portico-wallet-list" aria-label={t('connect.wallets.label')}>
      {rows.length === 0 && (
        <li className="portico-empty">
          <span className="portico-empty-title">{t('connect.wallets.emptyTitle')}</span>
          <span className="portico-empty-text">{t('connect.wallets.emptyText')}</span>
        </li>
      )}
      {rows
        .filter((row) => !folded(row))
        .map((row) => {
          if (row.kind === 'wallet') {
            const { wallet } = row
            return (
              <li key={`${row.group}:${wallet.id}`}>
                <WalletListItem
                  name={wallet.name}
                  imageUrl={client.api.walletImageUrl(wallet)}
                  onClick={() => selectWallet(wallet)}
                  testId={`portico-wallet-${wallet.id}`}
                />
              </li>
            )
          }
          const { connector } = row
          return (
            <li key={`${connector.chain}:${connector.id}`}>
              <WalletListItem
                name={connector.name}
                imageUrl={connector.imageUrl ?? connector.info?.icon}
                {...(connector.type === 'WALLET_CONNECT' &&
                  !connector.imageUrl && {
                    icon: <QrMark />,
                    // A phone opens the wallet list, not a QR code (useSelectConnector).
                    ...(!client.options.isMobile() && { detail: t('connect.wallets.qrCode') }),
                  })}
                installed={row.installed}
                recent={row.recent}
                onClick={() => selectConnector(connector)}
                testId={`portico-wallet-${connector.id}`}
              />
            </li>
          )
        })}
      {tiles.length > 0 && (
        <li className="portico-wallet-tile-row" data-testid="portico-recommended-wallets">
          {tiles.map((wallet) => (
            <WalletTile
              key={wallet.id}
              name={wallet.name}
              imageUrl={client.api.walletImageUrl(wallet)}
              imageSize={44}
              onClick={() => selectWallet(wallet)}
              testId={`portico-wallet-${wallet.id}`}
            />
          ))}
        </li>
      )}
      {allWallets && (
        <li>
          <WalletListItem
            name={t('connect.wallets.all')}
            icon={<ListItemIcon name="grid" />}
            detail={walletCountDetail(Math.max(catalogueCount, rows.length), number)}
            onClick={() => client.push({ view: 'AllWallets' })}
            testId="portico-all-wallets"
          />
        </li>
      )}
    </ul>
  )
}

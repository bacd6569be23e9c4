import { WALLET_PAGE_IMAGE_COUNT } from '@portico/common'
import { usePorticoClient } from '../../hooks/clientHooks'
import { CatalogueWalletTile } from '../../ui/CatalogueWalletTile/CatalogueWalletTile'
import { useSelectConnector } from '../Connect/useSelectConnector'
import type { CatalogueGridEntry } from './catalogueGridEntries'
import { useSelectCatalogueWallet } from './useSelectCatalogueWallet'

/**
 * Props of {@link CatalogueGrid}.
 * @example
 * const props: CatalogueGridProps = { entries: [], label: 'All wallets' }
 */
export type CatalogueGridProps = {
  entries: readonly CatalogueGridEntry[]
  label: string
  /** Results are being replaced: dimmed and marked busy. */
  busy?: boolean
}

/**
 * The wallet tiles of AllWallets. The first 20 images load at once, the rest when they scroll
 * near the view (spec §9: images for the first 20).
 * @example
 * <CatalogueGrid entries={catalogueGridEntries(wallets, connectors)} label="All wallets" />
 */
export function CatalogueGrid({ entries, label, busy = false }: CatalogueGridProps) {
  const client = usePorticoClient()
  const selectWallet = useSelectCatalogueWallet()
  const selectConnector = useSelectConnector()
  return (
    <ul
      className="portico-wallet-grid"
      aria-label={label}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
    >
      {entries.map((entry, index) => {
        const imageLoading = index < WALLET_PAGE_IMAGE_COUNT ? 'eager' : 'lazy'
        if (entry.kind === 'connector') {
          const { connector } = entry
          return (
            <li key={`connector:${connector.chain}:${connector.id}`}>
              <CatalogueWalletTile
                name={connector.name}
                imageUrl={connector.imageUrl ?? connector.info?.icon}
                imageLoading={imageLoading}
                installed
                onClick={() => selectConnector(connector)}
                testId={`portico-wallet-tile-${connector.id}`}
              />
            </li>
          )
        }
        const { wallet, installed } = entry
        return (
          <li key={wallet.id}>
            <CatalogueWalletTile
              name={wallet.name}
              imageUrl={client.api.walletImageUrl(wallet)}
              imageLoading={imageLoading}
              installed={installed}
              onClick={() => selectWallet(wallet)}
              testId={`portico-wallet-tile-${wallet.id}`}
            />
          </li>
        )
      })}
    </ul>
  )
}

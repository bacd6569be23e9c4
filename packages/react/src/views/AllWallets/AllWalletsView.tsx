import { useMemo } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { SearchInput } from '../../ui/SearchInput/SearchInput'
import { CatalogueGrid } from './CatalogueGrid'
import { catalogueGridEntries } from './catalogueGridEntries'
import { useWalletSearch } from './useWalletSearch'
import { WalletPageLoader } from './WalletPageLoader'

/**
 * The AllWallets view: a search box over the wallet catalogue (100 results) and the grid of
 * every wallet: installed first, then featured, recommended and the catalogue pages (40 each,
 * loaded as the list scrolls).
 * @example
 * client.push({ view: 'AllWallets' })
 */
export function AllWalletsView() {
  const client = usePorticoClient()
  const { t } = useT()
  const { text, setText, searching } = useWalletSearch(client)
  const connectors = useStoreValue(client.stores.connectors, (s) => s.connectors)
  const featured = useStoreValue(client.stores.wallets, (s) => s.featured)
  const recommended = useStoreValue(client.stores.wallets, (s) => s.recommended)
  const wallets = useStoreValue(client.stores.wallets, (s) => s.wallets)
  const results = useStoreValue(client.stores.wallets, (s) => s.search)
  const query = text.trim().toLowerCase()

  const entries = useMemo(() => {
    if (!query) return catalogueGridEntries([...featured, ...recommended, ...wallets], connectors)
    const named = connectors.filter((c) => c.name.toLowerCase().includes(query))
    return catalogueGridEntries(results, named)
  }, [query, featured, recommended, wallets, results, connectors])

  return (
    <div className="portico-view portico-all-wallets" data-testid="portico-view-AllWallets">
      <SearchInput
        label={t('connect.allWallets.search')}
        value={text}
        onChange={setText}
        busy={searching}
        testId="portico-wallet-search"
      />
      <div className="portico-scroll portico-all-wallets-list">
        {query && !searching && entries.length === 0 ? (
          <p className="portico-empty" data-testid="portico-wallet-search-empty">
            <span className="portico-empty-title">{t('connect.allWallets.emptyTitle')}</span>
            <span className="portico-empty-text">{t('connect.allWallets.emptyText')}</span>
          </p>
        ) : (
          <CatalogueGrid
            entries={entries}
            label={t(query ? 'connect.allWallets.results' : 'connect.wallets.all')}
            busy={query !== '' && searching}
          />
        )}
        {!query && <WalletPageLoader client={client} />}
      </div>
    </div>
  )
}

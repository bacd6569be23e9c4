import { usePorticoClient } from '../../../../hooks/clientHooks'
import { useAccount } from '../../../../hooks/useAccount'
import { useNetwork } from '../../../../hooks/useNetwork'
import { useT } from '../../../../i18n/useT'
import { ListSkeleton } from '../../../../ui/ListSkeleton/ListSkeleton'
import { NftCard } from '../../../../ui/NftCard/NftCard'
import { LoadMoreRow } from '../LoadMoreRow'
import { TabNotice } from '../TabNotice'
import { useOwnedNfts } from './useOwnedNfts'

/**
 * The Account view's NFTs tab: the NFTs the account holds on the connected network (image,
 * name, collection; how many for ERC-1155), from the gateway's index, more pages as it
 * scrolls; a skeleton while the first page loads, an empty state, and a retry after a failure.
 * @example
 * <NftsTab />
 */
export function NftsTab() {
  const client = usePorticoClient()
  const { t } = useT()
  const { address } = useAccount()
  const { caipNetworkId } = useNetwork()
  const owned = useOwnedNfts(client, address, caipNetworkId)

  if (owned.nfts.length === 0) {
    if (owned.loading) return <ListSkeleton rows={3} label={t('account.nfts.loading')} />
    if (owned.failed) {
      return (
        <TabNotice
          title={t('account.nfts.failedTitle')}
          text={t('account.nfts.failedText')}
          testId="portico-nfts-failed"
          onRetry={owned.retry}
        />
      )
    }
    return (
      <TabNotice
        title={t('account.nfts.emptyTitle')}
        text={t('account.nfts.emptyText')}
        testId="portico-nfts-empty"
      />
    )
  }
  return (
    <div data-testid="portico-nfts">
      <ul className="portico-nft-grid" aria-label={t('account.tabs.nfts')}>
        {owned.nfts.map((nft) => (
          <li key={nft.id}>
            <NftCard
              name={nft.name ?? `#${nft.tokenId}`}
              collection={nft.collection.name ?? undefined}
              imageUrl={nft.imageUrl}
              amount={nft.amount}
              testId="portico-nft"
            />
          </li>
        ))}
      </ul>
      <LoadMoreRow
        hasMore={owned.hasMore}
        loading={owned.loading}
        paused={owned.failed}
        loadingLabel={t('account.nfts.loadingMore')}
        onMore={owned.loadMore}
      />
    </div>
  )
}

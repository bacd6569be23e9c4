import { useAccount } from '../../../../hooks/useAccount'
import { useNetwork } from '../../../../hooks/useNetwork'
import { usePorticoClient } from '../../../../hooks/usePorticoClient'
import { Icon } from '../../../../ui/Icon/Icon'
import { ListSkeleton } from '../../../../ui/ListSkeleton/ListSkeleton'
import { NftCard } from '../../../../ui/NftCard/NftCard'
import { NftPageLoader } from './NftPageLoader'
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
  const { address } = useAccount()
  const { caipNetworkId } = useNetwork()
  const owned = useOwnedNfts(client, address, caipNetworkId)

  if (owned.nfts.length === 0) {
    if (owned.loading) return <ListSkeleton rows={3} label="Loading NFTs" />
    if (owned.failed) {
      return (
        <div className="portico-empty" data-testid="portico-nfts-failed">
          <span className="portico-empty-title">Failed to fetch NFTs</span>
          <span className="portico-empty-text">The NFTs could not be loaded.</span>
          <button type="button" className="portico-text-button" onClick={owned.retry}>
            <Icon name="retry" size={14} />
            Try again
          </button>
        </div>
      )
    }
    return (
      <div className="portico-empty" data-testid="portico-nfts-empty">
        <span className="portico-empty-title">No NFTs yet</span>
        <span className="portico-empty-text">Collectibles you hold will show up here.</span>
      </div>
    )
  }
  return (
    <div data-testid="portico-nfts">
      <ul className="portico-nft-grid" aria-label="NFTs">
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
      <NftPageLoader owned={owned} />
    </div>
  )
}

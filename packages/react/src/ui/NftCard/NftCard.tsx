import { useState } from 'react'
import { useT } from '../../i18n/useT'

/**
 * Props of {@link NftCard}.
 * @example
 * const props: NftCardProps = { name: 'Portico Pal #1', collection: 'Portico Pals', imageUrl: 'http://…/1.svg', amount: '1' }
 */
export type NftCardProps = {
  name: string
  /** The collection's name; omitted when the contract has none. */
  collection?: string | undefined
  imageUrl?: string | null | undefined
  /** How many the account holds (shown above 1: ERC-1155 tokens). */
  amount: string
  testId?: string
}

/**
 * One NFT of the NFTs tab: its square image (a neutral tile with the name's first letter when
 * there is none or it fails to load), its name and collection, and how many when more than one.
 * @example
 * <NftCard name="Potion" collection="Portico Items" imageUrl={url} amount="3" />
 */
export function NftCard({ name, collection, imageUrl, amount, testId }: NftCardProps) {
  const { t } = useT()
  const [failedUrl, setFailedUrl] = useState<string>()
  const showImage = imageUrl && failedUrl !== imageUrl
  return (
    <figure className="portico-nft-card" data-testid={testId}>
      <span className="portico-nft-media">
        {showImage ? (
          <img
            src={imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFailedUrl(imageUrl)}
          />
        ) : (
          <span className="portico-nft-placeholder" aria-hidden="true">
            {name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        )}
        {amount !== '1' && (
          <span className="portico-nft-amount" title={t('common.nft.held', { amount })}>
            ×{amount}
          </span>
        )}
      </span>
      <figcaption className="portico-nft-caption">
        <span className="portico-nft-name">{name}</span>
        {collection && <span className="portico-nft-collection">{collection}</span>}
      </figcaption>
    </figure>
  )
}

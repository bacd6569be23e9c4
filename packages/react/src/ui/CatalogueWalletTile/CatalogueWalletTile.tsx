import { useState } from 'react'
import { WalletTileFrame } from '../WalletTile/WalletTileFrame'

/**
 * Props of {@link CatalogueWalletTile}.
 * @example
 * const props: CatalogueWalletTileProps = { name: 'Rainbow', onClick() {} }
 */
export type CatalogueWalletTileProps = {
  name: string
  imageUrl?: string | undefined
  /** `lazy` for tiles past the first screen: the browser fetches the image near the viewport. */
  imageLoading?: 'eager' | 'lazy'
  installed?: boolean
  onClick: () => void
  testId?: string
}

/**
 * A catalogue wallet in the all-wallets grid: its icon, its name on up to two lines (wrapped
 * between words) and a green dot when the browser has it installed. The icon falls back to the name's initial.
 * @example
 * <CatalogueWalletTile name="Rainbow" imageUrl={url} imageLoading="lazy" onClick={select} />
 */
export function CatalogueWalletTile({
  imageUrl,
  imageLoading = 'eager',
  ...tile
}: CatalogueWalletTileProps) {
  // Remembers which URL failed, so a new one (the tile reused for another wallet) is tried.
  const [failedUrl, setFailedUrl] = useState<string>()
  const showImage = imageUrl !== undefined && failedUrl !== imageUrl
  return (
    <WalletTileFrame
      {...tile}
      className="portico-wallet-tile portico-catalogue-tile"
      image={
        <span
          className="portico-wallet-image"
          style={{ width: 56, height: 56 }}
          aria-hidden="true"
          {...(showImage ? {} : { 'data-fallback': '' })}
        >
          {showImage ? (
            <img
              src={imageUrl}
              alt=""
              width={56}
              height={56}
              loading={imageLoading}
              decoding="async"
              onError={() => setFailedUrl(imageUrl)}
            />
          ) : (
            tile.name.trim().charAt(0).toUpperCase() || '?'
          )}
        </span>
      }
    />
  )
}

import { useState } from 'react'
import { useT } from '../../i18n/useT'
import { breakableName } from '../WalletTile/breakableName'

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
  name,
  imageUrl,
  imageLoading = 'eager',
  installed = false,
  onClick,
  testId,
}: CatalogueWalletTileProps) {
  const { t } = useT()
  // Remembers which URL failed, so a new one (the tile reused for another wallet) is tried.
  const [failedUrl, setFailedUrl] = useState<string>()
  const showImage = imageUrl !== undefined && failedUrl !== imageUrl
  return (
    <button
      type="button"
      className="portico-wallet-tile portico-catalogue-tile"
      onClick={onClick}
      data-testid={testId}
    >
      <span className="portico-wallet-tile-image">
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
            name.trim().charAt(0).toUpperCase() || '?'
          )}
        </span>
        {/* A dot on the icon, as on the other tiles: a text tag took the name's second line. */}
        {installed && (
          <span className="portico-wallet-tile-dot" title={t('connect.wallets.installed')} />
        )}
      </span>
      <span className="portico-wallet-tile-name">{breakableName(name)}</span>
      {installed && <span className="portico-sr-only">{t('connect.wallets.installed')}</span>}
    </button>
  )
}

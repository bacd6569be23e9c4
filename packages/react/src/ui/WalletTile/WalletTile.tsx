import { useT } from '../../i18n/useT'
import { WalletImage } from '../WalletImage/WalletImage'
import { breakableName } from './breakableName'

/**
 * Props of {@link WalletTile}.
 * @example
 * const props: WalletTileProps = { name: 'Rabby', onClick() {} }
 */
export type WalletTileProps = {
  name: string
  imageUrl?: string | undefined
  installed?: boolean
  /** The icon's side in px (56 in the all-wallets grid). */
  imageSize?: number
  onClick: () => void
  testId?: string
}

/**
 * A wallet as a tile: a large icon with the name underneath (the Connect view's row of
 * recommended wallets).
 * @example
 * <WalletTile name="Test Wallet" imageUrl={icon} installed onClick={connect} />
 */
export function WalletTile({
  name,
  imageUrl,
  installed = false,
  imageSize = 56,
  onClick,
  testId,
}: WalletTileProps) {
  const { t } = useT()
  return (
    <button type="button" className="portico-wallet-tile" onClick={onClick} data-testid={testId}>
      <span className="portico-wallet-tile-image">
        <WalletImage name={name} src={imageUrl} size={imageSize} />
        {installed && (
          <span className="portico-wallet-tile-dot" title={t('connect.wallets.installed')} />
        )}
      </span>
      <span className="portico-wallet-tile-name">{breakableName(name)}</span>
      {installed && <span className="portico-sr-only">{t('connect.wallets.installed')}</span>}
    </button>
  )
}

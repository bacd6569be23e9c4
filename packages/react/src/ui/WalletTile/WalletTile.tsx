import { WalletImage } from '../WalletImage/WalletImage'
import { WalletTileFrame } from './WalletTileFrame'

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
export function WalletTile({ imageUrl, imageSize = 56, ...tile }: WalletTileProps) {
  return (
    <WalletTileFrame
      {...tile}
      image={<WalletImage name={tile.name} src={imageUrl} size={imageSize} />}
    />
  )
}

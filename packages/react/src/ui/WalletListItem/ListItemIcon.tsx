import { Icon, type IconName } from '../Icon/Icon'

/**
 * A kit icon on the accent tile a {@link WalletListItem} shows where a wallet's logo would be:
 * All wallets, continuing with a wallet, paying by QR code.
 * @example
 * <WalletListItem name="All wallets" icon={<ListItemIcon name="grid" />} onClick={open} />
 */
export function ListItemIcon({ name }: { name: IconName }) {
  return (
    <span className="portico-all-wallets-icon">
      <Icon name={name} size={20} />
    </span>
  )
}

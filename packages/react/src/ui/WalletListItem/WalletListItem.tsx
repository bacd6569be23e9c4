import type { ReactNode } from 'react'
import { useT } from '../../i18n/useT'
import { Icon } from '../Icon/Icon'
import { Spinner } from '../Spinner/Spinner'
import { Tag } from '../Tag/Tag'
import { WalletImage } from '../WalletImage/WalletImage'

/**
 * Props of {@link WalletListItem}.
 * @example
 * const props: WalletListItemProps = { name: 'Rabby', installed: true, onClick: () => {} }
 */
export type WalletListItemProps = {
  name: string
  imageUrl?: string | undefined
  /** Replaces the wallet image, e.g. the grid of the 'All wallets' entry. */
  icon?: ReactNode
  installed?: boolean
  recent?: boolean
  /** Free text at the end of the row, e.g. a wallet count. */
  detail?: string | undefined
  loading?: boolean
  onClick: () => void
  testId?: string
}

/**
 * One row of the wallet list: icon, name, 'Installed' / 'Recent' tags and a chevron.
 * @example
 * <WalletListItem name="Test Wallet" imageUrl={icon} installed recent onClick={connect} />
 */
export function WalletListItem({
  name,
  imageUrl,
  icon,
  installed = false,
  recent = false,
  detail,
  loading = false,
  onClick,
  testId,
}: WalletListItemProps) {
  const { t } = useT()
  return (
    <button
      type="button"
      className="portico-wallet-item"
      onClick={onClick}
      aria-busy={loading || undefined}
      data-testid={testId}
    >
      {icon ?? <WalletImage name={name} src={imageUrl} size={40} />}
      <span className="portico-wallet-item-name">{name}</span>
      <span className="portico-wallet-item-end">
        {recent && <Tag tone="accent">{t('connect.wallets.recent')}</Tag>}
        {installed && <Tag tone="success">{t('connect.wallets.installed')}</Tag>}
        {detail && <Tag>{detail}</Tag>}
        {loading ? <Spinner size={16} /> : <Icon name="chevronRight" size={16} />}
      </span>
    </button>
  )
}

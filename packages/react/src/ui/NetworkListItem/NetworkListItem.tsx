import { useT } from '../../i18n/useT'
import { Icon } from '../Icon/Icon'
import { NetworkIcon } from '../NetworkIcon/NetworkIcon'
import { Spinner } from '../Spinner/Spinner'
import { Tag } from '../Tag/Tag'

/**
 * Props of {@link NetworkListItem}.
 * @example
 * const props: NetworkListItemProps = { caipNetworkId: 'eip155:1', name: 'Ethereum', onClick() {} }
 */
export type NetworkListItemProps = {
  caipNetworkId: string
  name: string
  imageUrl?: string | undefined
  /** The network in use: marked with a check and `aria-current`. */
  active?: boolean
  testnet?: boolean
  loading?: boolean
  disabled?: boolean
  /**
   * Why the connected wallet cannot use this network: shown under the name, and the row is
   * `aria-disabled` (still clickable, so picking it can say why).
   */
  unavailable?: string | undefined
  onClick: () => void
}

/**
 * One row of a network list.
 * @example
 * <NetworkListItem caipNetworkId="eip155:8453" name="Base" active onClick={() => switchTo(base)} />
 */
export function NetworkListItem({
  caipNetworkId,
  name,
  imageUrl,
  active = false,
  testnet = false,
  loading = false,
  disabled = false,
  unavailable,
  onClick,
}: NetworkListItemProps) {
  const { t } = useT()
  return (
    <button
      type="button"
      className="portico-network-item"
      aria-current={active ? 'true' : undefined}
      aria-busy={loading || undefined}
      aria-disabled={unavailable ? 'true' : undefined}
      data-unavailable={unavailable ? '' : undefined}
      disabled={disabled}
      onClick={onClick}
      data-testid={`portico-network-${caipNetworkId}`}
    >
      <NetworkIcon caipNetworkId={caipNetworkId} name={name} imageUrl={imageUrl} size={32} />
      {unavailable ? (
        <span className="portico-network-item-text">
          <span className="portico-network-item-name">{name}</span>
          <span className="portico-network-item-reason">{unavailable}</span>
        </span>
      ) : (
        <span className="portico-network-item-name">{name}</span>
      )}
      {testnet && <Tag>{t('common.testnet')}</Tag>}
      <span className="portico-network-item-end">
        {loading ? <Spinner size={16} /> : active ? <Icon name="check" size={18} /> : null}
      </span>
    </button>
  )
}

import { Icon } from '../../ui/Icon/Icon'
import { TokenIcon } from '../../ui/TokenIcon/TokenIcon'

/**
 * One token of a token choice (send's and swap's): its icon, name, the account's balance of it
 * and that balance's value, both already in the visitor's locale, checked when `active`.
 * @example
 * <TokenOption token={{ symbol: 'ETH', name: 'Ether' }} balance="1.5" value="$4,500.00" active={false} onSelect={choose} testId="portico-send-token-ETH" />
 */
export function TokenOption({
  token,
  balance,
  value,
  active,
  onSelect,
  testId,
}: {
  token: { symbol: string; name: string; iconUrl?: string | undefined }
  balance: string
  value: string
  active: boolean
  onSelect: () => void
  testId: string
}) {
  return (
    <button
      type="button"
      className="portico-send-token-option"
      aria-current={active || undefined}
      onClick={onSelect}
      data-testid={testId}
    >
      <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} size={36} />
      <span className="portico-send-token-option-name">
        <span>{token.name}</span>
        <span className="portico-send-token-option-sub">{`${balance} ${token.symbol}`}</span>
      </span>
      <span className="portico-send-token-option-value">{value}</span>
      {active && <Icon name="check" size={16} />}
    </button>
  )
}

import type { TokenBalance } from '@portico/common'
import { Icon } from '../../ui/Icon/Icon'
import { TokenIcon } from '../../ui/TokenIcon/TokenIcon'

/**
 * The send form's token button: icon, symbol and a chevron; opens the token choice.
 * @example
 * <TokenChip token={token} onClick={() => setPicking(true)} />
 */
export function TokenChip({
  token,
  onClick,
}: {
  token: TokenBalance | undefined
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className="portico-token-chip"
      onClick={onClick}
      aria-label={token ? `Token: ${token.symbol}. Choose another token` : 'Choose a token'}
      data-testid="portico-send-token"
    >
      {token ? <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} size={24} /> : null}
      <span>{token?.symbol ?? 'Select'}</span>
      <Icon name="chevronDown" size={16} />
    </button>
  )
}

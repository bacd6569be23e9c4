import type { SwapToken } from '@portico/core'
import { Icon } from '../../ui/Icon/Icon'
import { TokenIcon } from '../../ui/TokenIcon/TokenIcon'

/**
 * A side of the swap form's token button: icon, symbol and a chevron; opens the token choice.
 * @example
 * <SwapTokenButton token={from} side="from" onClick={pick} />
 */
export function SwapTokenButton({
  token,
  side,
  onClick,
}: {
  token: SwapToken | undefined
  side: 'from' | 'to'
  onClick: () => void
}) {
  const role = side === 'from' ? 'Token to sell' : 'Token to buy'
  return (
    <button
      type="button"
      className="portico-token-chip"
      onClick={onClick}
      aria-label={
        token
          ? `${role}: ${token.symbol}. Choose another token`
          : `Choose the ${role.toLowerCase()}`
      }
      data-testid={`portico-swap-${side}-token`}
    >
      {token ? <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} size={24} /> : null}
      <span>{token?.symbol ?? 'Select'}</span>
      <Icon name="chevronDown" size={16} />
    </button>
  )
}

import type { SwapToken } from '@portico/core'
import { useT } from '../../../i18n/useT'
import { Icon } from '../../../ui/Icon/Icon'
import { TokenIcon } from '../../../ui/TokenIcon/TokenIcon'

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
  const { t } = useT()
  const label = token
    ? t(side === 'from' ? 'swap.token.sellCurrent' : 'swap.token.buyCurrent', {
        symbol: token.symbol,
      })
    : t(side === 'from' ? 'swap.token.chooseSell' : 'swap.token.chooseBuy')
  return (
    <button
      type="button"
      className="portico-token-chip"
      onClick={onClick}
      aria-label={label}
      data-testid={`portico-swap-${side}-token`}
    >
      {token ? <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} size={24} /> : null}
      <span>{token?.symbol ?? t('swap.token.select')}</span>
      <Icon name="chevronDown" size={16} />
    </button>
  )
}

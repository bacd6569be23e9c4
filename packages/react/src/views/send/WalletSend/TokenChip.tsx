import type { TokenBalance } from '@portico/common'
import { useT } from '../../../i18n/useT'
import { Icon } from '../../../ui/Icon/Icon'
import { TokenIcon } from '../../../ui/TokenIcon/TokenIcon'

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
  const { t } = useT()
  return (
    <button
      type="button"
      className="portico-token-chip"
      onClick={onClick}
      aria-label={
        token ? t('send.token.current', { symbol: token.symbol }) : t('send.token.choose')
      }
      data-testid="portico-send-token"
    >
      {token ? <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} size={24} /> : null}
      <span>{token?.symbol ?? t('send.token.select')}</span>
      <Icon name="chevronDown" size={16} />
    </button>
  )
}

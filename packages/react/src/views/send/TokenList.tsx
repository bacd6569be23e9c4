import type { TokenBalance } from '@portico/common'
import { formatTokenBalance } from '@portico/common'
import { useT } from '../../i18n/useT'
import { Icon } from '../../ui/Icon/Icon'
import { TokenIcon } from '../../ui/TokenIcon/TokenIcon'
import { amountInUsd } from './amountInUsd'

/**
 * The token choice of the send form: each token of the network with its balance (the kit's
 * amount rule, as in the Tokens tab) and value, in the visitor's locale.
 * @example
 * <TokenList tokens={tokens} selected={token} onSelect={choose} />
 */
export function TokenList({
  tokens,
  selected,
  onSelect,
}: {
  tokens: readonly TokenBalance[]
  selected: TokenBalance | undefined
  onSelect: (token: TokenBalance) => void
}) {
  const { t, locale } = useT()
  if (tokens.length === 0)
    return (
      <div className="portico-empty">
        <p className="portico-empty-title">{t('send.tokens.emptyTitle')}</p>
        <p className="portico-empty-text">{t('send.tokens.emptyText')}</p>
      </div>
    )
  return (
    <ul className="portico-send-token-list portico-scroll" aria-label={t('send.tokens.label')}>
      {tokens.map((token) => {
        const active = token.address === selected?.address
        return (
          <li key={token.address ?? 'native'}>
            <button
              type="button"
              className="portico-send-token-option"
              aria-current={active || undefined}
              onClick={() => onSelect(token)}
              data-testid={`portico-send-token-${token.symbol}`}
            >
              <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} size={36} />
              <span className="portico-send-token-option-name">
                <span>{token.name}</span>
                <span className="portico-send-token-option-sub">
                  {`${formatTokenBalance(token.quantity.numeric, { locale })} ${token.symbol}`}
                </span>
              </span>
              <span className="portico-send-token-option-value">
                {amountInUsd(token.quantity.numeric, token.price, locale) ?? ''}
              </span>
              {active && <Icon name="check" size={16} />}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

import { formatTokenBalance, formatUsd } from '@portico/common'
import type { SwapToken } from '@portico/core'
import { useT } from '../../../i18n/useT'
import { Icon } from '../../../ui/Icon/Icon'
import { TokenIcon } from '../../../ui/TokenIcon/TokenIcon'

/**
 * One titled list of the swap token choice: each token with its balance (2 decimals, truncated)
 * and value, in the visitor's locale. `id` names the heading (the title is translated, so it
 * cannot make one).
 * @example
 * <SwapTokenList id="portico-swap-list-your-tokens" title="Your tokens" tokens={yours} selected={from} onSelect={choose} />
 */
export function SwapTokenList({
  id,
  title,
  tokens,
  selected,
  onSelect,
}: {
  id: string
  title: string
  tokens: readonly SwapToken[]
  selected: SwapToken | undefined
  onSelect: (token: SwapToken) => void
}) {
  const { locale } = useT()
  if (tokens.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h3 className="portico-swap-section" id={id}>
        {title}
      </h3>
      <ul className="portico-send-token-list">
        {tokens.map((token) => {
          const active = token.address === selected?.address
          const value = Number(token.balance) * (token.price ?? 0)
          return (
            <li key={token.address}>
              <button
                type="button"
                className="portico-send-token-option"
                aria-current={active || undefined}
                onClick={() => onSelect(token)}
                data-testid={`portico-swap-token-${token.symbol}`}
              >
                <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} size={36} />
                <span className="portico-send-token-option-name">
                  <span>{token.name}</span>
                  <span className="portico-send-token-option-sub">
                    {`${formatTokenBalance(token.balance, { locale })} ${token.symbol}`}
                  </span>
                </span>
                <span className="portico-send-token-option-value">
                  {value > 0 ? formatUsd(value, { locale }) : ''}
                </span>
                {active && <Icon name="check" size={16} />}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

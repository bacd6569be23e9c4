import { formatTokenBalance, formatUsd } from '@portico/common'
import type { SwapToken } from '@portico/core'
import { useT } from '../../../i18n/useT'
import { TokenOption } from '../../send/TokenOption'

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
          const value = Number(token.balance) * (token.price ?? 0)
          return (
            <li key={token.address}>
              <TokenOption
                token={{ ...token, iconUrl: token.logoUri }}
                balance={formatTokenBalance(token.balance, { locale })}
                value={value > 0 ? formatUsd(value, { locale }) : ''}
                active={token.address === selected?.address}
                onSelect={() => onSelect(token)}
                testId={`portico-swap-token-${token.symbol}`}
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

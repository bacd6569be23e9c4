import type { TokenBalance } from '@portico/common'
import { formatTokenBalance } from '@portico/common'
import { useT } from '../../i18n/useT'
import { EmptyNotice } from '../../ui/EmptyNotice/EmptyNotice'
import { amountInUsd } from './amountInUsd'
import { TokenOption } from './TokenOption'

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
    return <EmptyNotice title={t('send.tokens.emptyTitle')} text={t('send.tokens.emptyText')} />
  return (
    <ul className="portico-send-token-list portico-scroll" aria-label={t('send.tokens.label')}>
      {tokens.map((token) => (
        <li key={token.address ?? 'native'}>
          <TokenOption
            token={token}
            balance={formatTokenBalance(token.quantity.numeric, { locale })}
            value={amountInUsd(token.quantity.numeric, token.price, locale) ?? ''}
            active={token.address === selected?.address}
            onSelect={() => onSelect(token)}
            testId={`portico-send-token-${token.symbol}`}
          />
        </li>
      ))}
    </ul>
  )
}

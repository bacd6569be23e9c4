import type { SwapToken, ViewOf } from '@portico/core'
import { useState } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useT } from '../../../i18n/useT'
import { EmptyNotice } from '../../../ui/EmptyNotice/EmptyNotice'
import { SearchInput } from '../../../ui/SearchInput/SearchInput'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { walletSendCss } from '../../send/walletSendCss'
import { SwapErrorNotice } from '../SwapErrorNotice'
import { swapCss } from '../swapCss'
import { useSwapClient } from '../useSwapClient'
import { useSwapForm } from '../useSwapForm'
import { groupSwapTokens } from './groupSwapTokens'
import { SwapTokenList } from './SwapTokenList'

/**
 * The swap form's token choice for one side: a search (symbol, name or address), the
 * network's tokens the account holds, then the other tokens it swaps. Choosing the token of
 * the other side trades the two places. Part of the swap chunk.
 * @example
 * client.push({ view: 'SwapSelectToken', target: 'from' })
 */
export default function SwapSelectTokenView({ target }: ViewOf<'SwapSelectToken'>) {
  const client = usePorticoClient()
  const { t } = useT()
  const swap = useSwapClient()
  const form = useSwapForm(swap)
  const [query, setQuery] = useState('')
  const { yours, popular } = groupSwapTokens(form.tokens ?? [], query)
  const selected = target === 'from' ? form.from : form.to
  const other = target === 'from' ? form.to : form.from
  const choose = (token: SwapToken) => {
    const store = client.stores.swap.getState()
    if (token.address === other?.address && selected) {
      store.setSwap({ fromToken: form.to?.address, toToken: form.from?.address })
    } else {
      store.setSwap(target === 'from' ? { fromToken: token.address } : { toToken: token.address })
    }
    client.goBack()
  }
  return (
    <div className="portico-view portico-swap" data-testid="portico-view-SwapSelectToken">
      <ShadowStyle css={walletSendCss} />
      <ShadowStyle css={swapCss} />
      <SearchInput
        value={query}
        onChange={setQuery}
        label={t('swap.tokens.search')}
        testId="portico-swap-token-search"
      />
      {form.tokensError && <SwapErrorNotice error={form.tokensError} onRetry={form.retry} />}
      {!form.tokens && !form.tokensError && (
        <div className="portico-empty">
          <Spinner size={24} label={t('swap.tokens.loading')} />
        </div>
      )}
      {form.tokens && yours.length + popular.length === 0 && (
        <EmptyNotice
          title={t('swap.tokens.noMatchTitle')}
          text={t('swap.tokens.noMatchText', { query: query.trim() })}
          testId="portico-swap-token-search-empty"
        />
      )}
      <div className="portico-scroll">
        {(
          [
            ['your-tokens', t('swap.tokens.yours'), yours],
            ['popular-tokens', t('swap.tokens.popular'), popular],
          ] as const
        ).map(([list, title, tokens]) => (
          <SwapTokenList
            key={list}
            id={`portico-swap-list-${list}`}
            title={title}
            tokens={tokens}
            selected={selected}
            onSelect={choose}
          />
        ))}
      </div>
    </div>
  )
}

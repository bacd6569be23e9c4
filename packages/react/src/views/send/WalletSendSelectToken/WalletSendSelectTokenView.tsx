import { useState } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useT } from '../../../i18n/useT'
import { EmptyNotice } from '../../../ui/EmptyNotice/EmptyNotice'
import { SearchInput } from '../../../ui/SearchInput/SearchInput'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { TokenList } from '../TokenList'
import { useSendForm } from '../useSendForm'
import { walletSendCss } from '../walletSendCss'
import { filterTokens } from './filterTokens'

/**
 * The send form's token choice, titled 'Select token': a search over the network's tokens
 * (name or symbol) and the list with balances and values. Choosing one returns to the form;
 * Back leaves the choice as it was. Part of the send chunk.
 * @example
 * client.push({ view: 'WalletSendSelectToken' })
 */
export default function WalletSendSelectTokenView() {
  const client = usePorticoClient()
  const { t } = useT()
  const form = useSendForm()
  const [query, setQuery] = useState('')
  const shown = filterTokens(form.tokens, query)
  return (
    <div className="portico-view portico-send" data-testid="portico-view-WalletSendSelectToken">
      <ShadowStyle css={walletSendCss} />
      <SearchInput
        value={query}
        onChange={setQuery}
        label={t('send.tokens.search')}
        testId="portico-send-token-search"
      />
      {shown.length === 0 && form.tokens.length > 0 ? (
        <EmptyNotice
          title={t('send.tokens.noMatchTitle')}
          text={t('send.tokens.noMatchText', { query: query.trim() })}
          testId="portico-send-token-search-empty"
        />
      ) : (
        <TokenList
          tokens={shown}
          selected={form.token}
          onSelect={(token) => {
            form.setToken(token)
            client.goBack()
          }}
        />
      )}
    </div>
  )
}

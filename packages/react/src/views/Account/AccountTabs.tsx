import type { AccountTab } from '@portico/core'
import { useId, useRef } from 'react'
import { useAccount } from '../../hooks/useAccount'
import { useNetwork } from '../../hooks/useNetwork'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { useStoreValue } from '../../hooks/useStoreValue'
import type { MessageKey } from '../../i18n/messages/en'
import { useT } from '../../i18n/useT'
import { type TabItem, Tabs } from '../../ui/Tabs/Tabs'
import { ActivityTab } from './tabs/Activity/ActivityTab'
import { NftsTab } from './tabs/Nfts/NftsTab'
import { TokensTab } from './tabs/Tokens/TokensTab'
import { useTokenBalances } from './useTokenBalances'

const TABS: readonly { id: AccountTab; label: MessageKey }[] = [
  { id: 'tokens', label: 'account.tabs.tokens' },
  { id: 'nfts', label: 'account.tabs.nfts' },
  { id: 'activity', label: 'account.tabs.activity' },
]

/**
 * The Account view's tabs (spec §2: Tokens, NFTs, Activity) and the selected tab's panel. The
 * selection is the account's `currentTab`, so it survives leaving and reopening the view.
 * Also loads the balances through the gateway, which the header's balance shows.
 * @example
 * <AccountTabs />
 */
export function AccountTabs() {
  const client = usePorticoClient()
  const { t } = useT()
  const idPrefix = useId()
  const { namespace, caipAddress } = useAccount()
  const { caipNetworkId } = useNetwork()
  const loadingBalances = useTokenBalances(client, caipAddress, caipNetworkId)
  const tab = useStoreValue(
    client.stores.account,
    (s) => s.accounts[namespace]?.currentTab ?? 'tokens',
  )
  const root = useRef<HTMLDivElement>(null)
  const tabs: TabItem<AccountTab>[] = TABS.map(({ id, label }) => ({ id, label: t(label) }))
  const select = (id: AccountTab) => {
    client.stores.account.getState().setAccount(namespace, { currentTab: id })
    // The tabs sit low in the view: bring the chosen list up instead of leaving it below the fold.
    const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true
    root.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
  }
  return (
    <div ref={root} className="portico-account-tabs">
      <Tabs
        label={t('account.tabs.label')}
        idPrefix={idPrefix}
        tabs={tabs}
        selected={tab}
        onSelect={select}
      />
      <div
        className="portico-account-panel"
        role="tabpanel"
        id={`${idPrefix}-panel-${tab}`}
        aria-labelledby={`${idPrefix}-tab-${tab}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel follows its tab in the Tab order
        tabIndex={0}
        data-testid={`portico-account-panel-${tab}`}
      >
        {tab === 'tokens' && <TokensTab loading={loadingBalances} />}
        {tab === 'nfts' && <NftsTab />}
        {tab === 'activity' && <ActivityTab />}
      </div>
    </div>
  )
}

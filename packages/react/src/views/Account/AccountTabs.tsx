import type { AccountTab } from '@portico/core'
import { useId, useRef } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useAccount } from '../../hooks/useAccount'
import { useNetwork } from '../../hooks/useNetwork'
import type { MessageKey } from '../../i18n/messages/en'
import { useT } from '../../i18n/useT'
import { type TabItem, Tabs } from '../../ui/Tabs/Tabs'
import { accountTabsOf } from './accountTabsOf'
import { ActivityTab } from './tabs/Activity/ActivityTab'
import { NftsTab } from './tabs/Nfts/NftsTab'
import { TokensTab } from './tabs/Tokens/TokensTab'
import { useTokenBalances } from './useTokenBalances'

const LABELS: Record<AccountTab, MessageKey> = {
  tokens: 'account.tabs.tokens',
  nfts: 'account.tabs.nfts',
  activity: 'account.tabs.activity',
}

/**
 * The Account view's tabs (spec §2: Tokens, NFTs, Activity; other families than EVM show their
 * tokens alone, see accountTabsOf) and the selected tab's panel. The
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
  const available = accountTabsOf(namespace, client.options.features)
  const stored = useStoreValue(
    client.stores.account,
    (s) => s.accounts[namespace]?.currentTab ?? 'tokens',
  )
  const tab = available.includes(stored) ? stored : 'tokens'
  const root = useRef<HTMLDivElement>(null)
  const tabs: TabItem<AccountTab>[] = available.map((id) => ({ id, label: t(LABELS[id]) }))
  const select = (id: AccountTab) => {
    client.stores.account.getState().setAccount(namespace, { currentTab: id })
    // Bring the chosen list up to the top of the view, so as much of it shows as fits.
    const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true
    root.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
  }
  return (
    <div ref={root} className="portico-account-tabs">
      {/* One tab is no choice: the tokens list then stands alone, labelled as the tab would be. */}
      {tabs.length > 1 && (
        <Tabs
          label={t('account.tabs.label')}
          idPrefix={idPrefix}
          tabs={tabs}
          selected={tab}
          onSelect={select}
        />
      )}
      <div
        className="portico-account-panel"
        {...(tabs.length > 1
          ? {
              role: 'tabpanel',
              id: `${idPrefix}-panel-${tab}`,
              'aria-labelledby': `${idPrefix}-tab-${tab}`,
              // WAI-ARIA tabs: the panel follows its tab in the Tab order.
              tabIndex: 0,
            }
          : { role: 'region', 'aria-label': t(LABELS.tokens) })}
        data-testid={`portico-account-panel-${tab}`}
      >
        {tab === 'tokens' && <TokensTab loading={loadingBalances} />}
        {tab === 'nfts' && <NftsTab />}
        {tab === 'activity' && <ActivityTab />}
      </div>
    </div>
  )
}

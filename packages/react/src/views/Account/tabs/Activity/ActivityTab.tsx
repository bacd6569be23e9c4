import { groupTransactionsByMonth } from '@portico/common'
import { useMemo } from 'react'
import { usePorticoClient, useStoreValue } from '../../../../hooks/clientHooks'
import { useAccount } from '../../../../hooks/useAccount'
import { useNetwork } from '../../../../hooks/useNetwork'
import { useT } from '../../../../i18n/useT'
import { Icon } from '../../../../ui/Icon/Icon'
import { ListSkeleton } from '../../../../ui/ListSkeleton/ListSkeleton'
import { ActivityMonth } from './ActivityMonth'
import { HistoryPageLoader } from './HistoryPageLoader'
import { useActivityHistory } from './useActivityHistory'

/**
 * The Account view's Activity tab: the connected chain's history (spam hidden) grouped by
 * month, newest first ('November' this year, 'December 2025' before), more pages as it
 * scrolls; a skeleton while the first page loads, an empty state, one quiet line where the
 * gateway keeps no history for the network, and 'Failed to fetch transactions' with a retry.
 * @example
 * <ActivityTab />
 */
export function ActivityTab() {
  const client = usePorticoClient()
  const { t } = useT()
  const { caipAddress, namespace } = useAccount()
  const { caipNetworkId } = useNetwork()
  const { failed, retry } = useActivityHistory(client, caipAddress, caipNetworkId)
  const transactions = useStoreValue(client.stores.transactions, (s) => s.transactions)
  const loading = useStoreValue(client.stores.transactions, (s) => s.loading)
  const notIndexed = useStoreValue(
    client.stores.account,
    (s) => s.accounts[namespace]?.notIndexed ?? false,
  )
  const groups = useMemo(
    () => groupTransactionsByMonth(transactions, new Date(), { timeZone: 'local' }),
    [transactions],
  )

  if (groups.length === 0) {
    if (loading) return <ListSkeleton rows={4} label={t('account.activity.loading')} />
    // Where the gateway keeps no history, "No activity yet" would be a guess.
    if (notIndexed) {
      return (
        <p
          className="portico-empty-text portico-not-indexed"
          data-testid="portico-activity-not-indexed"
        >
          {t('account.activity.notIndexed')}
        </p>
      )
    }
    if (failed) {
      return (
        <div className="portico-empty" data-testid="portico-activity-failed">
          <span className="portico-empty-title">{t('account.activity.failedTitle')}</span>
          <span className="portico-empty-text">{t('account.activity.failedText')}</span>
          <button type="button" className="portico-text-button" onClick={retry}>
            <Icon name="retry" size={14} />
            {t('common.tryAgain')}
          </button>
        </div>
      )
    }
    return (
      <div className="portico-empty" data-testid="portico-activity-empty">
        <span className="portico-empty-title">{t('account.activity.emptyTitle')}</span>
        <span className="portico-empty-text">{t('account.activity.emptyText')}</span>
      </div>
    )
  }
  const now = new Date()
  return (
    <div className="portico-activity" data-testid="portico-activity">
      {groups.map((group) => (
        <ActivityMonth key={`${group.year}-${group.month}`} group={group} now={now} />
      ))}
      <HistoryPageLoader client={client} />
    </div>
  )
}

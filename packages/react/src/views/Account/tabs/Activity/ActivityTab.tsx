import { groupTransactionsByMonth } from '@portico/common'
import { useCallback, useMemo } from 'react'
import { usePorticoClient, useStoreValue } from '../../../../hooks/clientHooks'
import { useAccount } from '../../../../hooks/useAccount'
import { useNetwork } from '../../../../hooks/useNetwork'
import { useT } from '../../../../i18n/useT'
import { ListSkeleton } from '../../../../ui/ListSkeleton/ListSkeleton'
import { LoadMoreRow } from '../LoadMoreRow'
import { NotIndexedNote } from '../NotIndexedNote'
import { TabNotice } from '../TabNotice'
import { useNotIndexed } from '../useNotIndexed'
import { ActivityMonth } from './ActivityMonth'
import { useActivityHistory } from './useActivityHistory'

/**
 * The Account view's Activity tab: the connected chain's history (spam hidden) grouped by
 * month, newest first ('November' this year, 'December 2025' before), more pages as it
 * scrolls; a skeleton while the first page loads, an empty state, one quiet line where the
 * gateway keeps no history for the network, and 'Failed to fetch transactions' with a retry.
 * Where the gateway's history of the network begins later than genesis, the last page ends (and
 * the empty state begins) with 'History on Base starts on 3 Nov 2026'.
 * @example
 * <ActivityTab />
 */
export function ActivityTab() {
  const client = usePorticoClient()
  const { t, date } = useT()
  const { caipAddress } = useAccount()
  const { caipNetworkId, caipNetwork } = useNetwork()
  const { failed, retry } = useActivityHistory(client, caipAddress, caipNetworkId)
  const transactions = useStoreValue(client.stores.transactions, (s) => s.transactions)
  const loading = useStoreValue(client.stores.transactions, (s) => s.loading)
  const next = useStoreValue(client.stores.transactions, (s) => s.next)
  const historyStart = useStoreValue(client.stores.transactions, (s) => s.historyStart)
  const notIndexed = useNotIndexed()
  // A new callback per cursor: the row asks for the page after each one while it stays in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `next` is the page `more` loads
  const more = useCallback(() => void client.api.fetchMoreTransactions(), [client, next])
  const groups = useMemo(
    () => groupTransactionsByMonth(transactions, new Date(), { timeZone: 'local' }),
    [transactions],
  )

  // Where the gateway's history of the network begins after genesis, the list's end says so:
  // an empty or short list is then not the whole story.
  const startLine =
    historyStart && caipNetwork
      ? t('account.activity.historyStart', {
          network: caipNetwork.name,
          date: date(new Date(historyStart.minedAt), {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
          }),
        })
      : undefined

  if (groups.length === 0) {
    if (loading) return <ListSkeleton rows={4} label={t('account.activity.loading')} />
    // Where the gateway keeps no history, "No activity yet" would be a guess.
    if (notIndexed) {
      return (
        <NotIndexedNote testId="portico-activity-not-indexed">
          {t('account.activity.notIndexed')}
        </NotIndexedNote>
      )
    }
    if (failed) {
      return (
        <TabNotice
          title={t('account.activity.failedTitle')}
          text={t('account.activity.failedText')}
          testId="portico-activity-failed"
          onRetry={retry}
        />
      )
    }
    return (
      <TabNotice
        title={startLine ?? t('account.activity.emptyTitle')}
        text={startLine ? t('account.activity.sinceText') : t('account.activity.emptyText')}
        testId="portico-activity-empty"
      />
    )
  }
  const now = new Date()
  return (
    <div className="portico-activity" data-testid="portico-activity">
      {groups.map((group) => (
        <ActivityMonth key={`${group.year}-${group.month}`} group={group} now={now} />
      ))}
      <LoadMoreRow
        hasMore={Boolean(next)}
        loading={loading}
        loadingLabel={t('account.activity.loadingMore')}
        onMore={more}
      />
      {startLine && !next && (
        <p className="portico-activity-start" data-testid="portico-activity-history-start">
          {startLine}
        </p>
      )}
    </div>
  )
}

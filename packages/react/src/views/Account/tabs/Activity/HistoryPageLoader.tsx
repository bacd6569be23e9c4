import type { Portico } from '@portico/core'
import { useEffect, useRef } from 'react'
import { useStoreValue } from '../../../../hooks/clientHooks'
import { useT } from '../../../../i18n/useT'
import { useInView } from '../../../AllWallets/useInView'
import { LoadMoreRow } from '../LoadMoreRow'

/**
 * The row under the history: when it scrolls into view it loads the page after `next`;
 * a 'Load more' button does the same from the keyboard. Gone when there is no next page.
 * @example
 * <HistoryPageLoader client={client} />
 */
export function HistoryPageLoader({ client }: { client: Portico }) {
  const { t } = useT()
  const ref = useRef<HTMLDivElement>(null)
  const visible = useInView(ref)
  const next = useStoreValue(client.stores.transactions, (s) => s.next)
  const loading = useStoreValue(client.stores.transactions, (s) => s.loading)
  const more = () => void client.api.fetchMoreTransactions()

  // biome-ignore lint/correctness/useExhaustiveDependencies: `more` is recreated each render; the cursor decides
  useEffect(() => {
    if (visible && next && !loading) more()
  }, [visible, next, loading])

  if (!next) return null
  return (
    <LoadMoreRow
      rowRef={ref}
      loading={loading}
      loadingLabel={t('account.activity.loadingMore')}
      onMore={more}
    />
  )
}

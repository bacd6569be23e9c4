import { useEffect, useRef } from 'react'
import { useT } from '../../../i18n/useT'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { useInView } from '../../AllWallets/useInView'

/**
 * The row under a tab's list while it `hasMore` pages: it calls `onMore` when it scrolls into
 * view (unless `paused`, after a failure), and again with each new `onMore` while it stays in
 * view, so the callback's identity is the page it asks for. It shows a spinner saying
 * `loadingLabel` while the next page loads, else 'Load more' (for the keyboard). Gone when
 * there is no next page.
 * @example
 * <LoadMoreRow hasMore={hasMore} loading={loading} paused={failed} loadingLabel={t('account.nfts.loadingMore')} onMore={loadMore} />
 */
export function LoadMoreRow({
  hasMore,
  loading,
  paused = false,
  loadingLabel,
  onMore,
}: {
  hasMore: boolean
  loading: boolean
  paused?: boolean
  loadingLabel: string
  onMore: () => void
}) {
  const { t } = useT()
  const ref = useRef<HTMLDivElement>(null)
  const visible = useInView(ref)

  useEffect(() => {
    if (visible && hasMore && !loading && !paused) onMore()
  }, [visible, hasMore, loading, paused, onMore])

  if (!hasMore) return null
  return (
    <div ref={ref} className="portico-history-loader">
      {loading ? (
        <Spinner size={20} label={loadingLabel} />
      ) : (
        <button type="button" className="portico-text-button" onClick={onMore}>
          {t('common.loadMore')}
        </button>
      )}
    </div>
  )
}

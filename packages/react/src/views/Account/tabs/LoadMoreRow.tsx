import type { RefObject } from 'react'
import { useT } from '../../../i18n/useT'
import { Spinner } from '../../../ui/Spinner/Spinner'

/**
 * The row under a tab's list that has more pages: a spinner saying `loadingLabel` while the next
 * page loads, else 'Load more' (for the keyboard; the tab loads it when `rowRef` scrolls into
 * view).
 * @example
 * <LoadMoreRow rowRef={ref} loading={loading} loadingLabel={t('account.nfts.loadingMore')} onMore={loadMore} />
 */
export function LoadMoreRow({
  rowRef,
  loading,
  loadingLabel,
  onMore,
}: {
  rowRef: RefObject<HTMLDivElement | null>
  loading: boolean
  loadingLabel: string
  onMore: () => void
}) {
  const { t } = useT()
  return (
    <div ref={rowRef} className="portico-history-loader">
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

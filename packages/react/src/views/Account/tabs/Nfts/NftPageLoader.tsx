import { useEffect, useRef } from 'react'
import { useT } from '../../../../i18n/useT'
import { useInView } from '../../../AllWallets/useInView'
import { LoadMoreRow } from '../LoadMoreRow'
import type { OwnedNfts } from './useOwnedNfts'

/**
 * The row under the NFT grid: when it scrolls into view it loads the next page; a 'Load more'
 * button does the same from the keyboard. Gone when there is no next page.
 * @example
 * <NftPageLoader owned={useOwnedNfts(client, address, chainId)} />
 */
export function NftPageLoader({ owned }: { owned: OwnedNfts }) {
  const { t } = useT()
  const ref = useRef<HTMLDivElement>(null)
  const visible = useInView(ref)
  const { hasMore, loading, failed, loadMore } = owned

  useEffect(() => {
    if (visible && hasMore && !loading && !failed) loadMore()
  }, [visible, hasMore, loading, failed, loadMore])

  if (!hasMore) return null
  return (
    <LoadMoreRow
      rowRef={ref}
      loading={loading}
      loadingLabel={t('account.nfts.loadingMore')}
      onMore={loadMore}
    />
  )
}

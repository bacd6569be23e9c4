import type { Portico } from '@portico/core'
import { hasMoreWallets } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { useStoreValue } from '../../hooks/useStoreValue'
import { Spinner } from '../../ui/Spinner/Spinner'
import { useInView } from './useInView'

/**
 * The row under the all-wallets grid: while it is in view and the catalogue has more, it
 * loads the next page (40 wallets), again and again until the list fills the view or ends.
 * @example
 * <WalletPageLoader client={client} />
 */
export function WalletPageLoader({ client }: { client: Portico }) {
  const ref = useRef<HTMLDivElement>(null)
  const visible = useInView(ref)
  const more = useStoreValue(client.stores.wallets, hasMoreWallets)
  const page = useStoreValue(client.stores.wallets, (s) => s.page)
  const inFlight = useRef(false)
  const [settled, setSettled] = useState(0)
  const [failedPage, setFailedPage] = useState<number | undefined>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `settled` re-runs it after each answer, so a loader still in view asks for the next page
  useEffect(() => {
    if (!visible || !more || inFlight.current || failedPage === page) return
    inFlight.current = true
    void client.api.fetchNextWalletsPage().then(() => {
      inFlight.current = false
      // A page that did not arrive is not asked again in a loop; scrolling back retries.
      if (client.stores.wallets.getState().page === page) setFailedPage(page)
      setSettled((n) => n + 1)
    })
  }, [client, visible, more, page, failedPage, settled])

  useEffect(() => {
    if (!visible) setFailedPage(undefined)
  }, [visible])

  if (!more) return null
  return (
    <div ref={ref} className="portico-wallet-loader" data-testid="portico-wallet-loader">
      <Spinner size={20} label="Loading more wallets" />
    </div>
  )
}

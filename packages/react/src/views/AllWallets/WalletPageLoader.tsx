import type { Portico } from '@portico/core'
import { hasMoreWallets } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { useStoreValue } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import { Spinner } from '../../ui/Spinner/Spinner'
import { useInView } from './useInView'

/**
 * The row under the all-wallets grid: while it is in view and the catalogue has more, it
 * loads the next page (40 wallets), again and again until the list fills the view or ends.
 * A page that fails says so with 'Try again' instead of spinning on; the wallets already
 * shown (installed ones first) stay usable.
 * @example
 * <WalletPageLoader client={client} />
 */
export function WalletPageLoader({ client }: { client: Portico }) {
  const ref = useRef<HTMLDivElement>(null)
  const { t } = useT()
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
  if (failedPage === page)
    return (
      <div className="portico-wallet-loader" role="alert" data-testid="portico-wallet-load-failed">
        <p className="portico-empty-text">{t('connect.allWallets.loadFailed')}</p>
        <Button
          variant="secondary"
          size="sm"
          leading={<Icon name="retry" size={14} />}
          onClick={() => setFailedPage(undefined)}
          data-testid="portico-wallet-load-retry"
        >
          {t('connect.connecting.tryAgain')}
        </Button>
      </div>
    )
  return (
    <div ref={ref} className="portico-wallet-loader" data-testid="portico-wallet-loader">
      <Spinner size={20} label={t('connect.allWallets.loadingMore')} />
    </div>
  )
}

import { formatTokenAmount, type Transaction } from '@portico/common'
import type { ViewOf } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { useNetwork } from '../../hooks/useNetwork'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../ui/Spinner/Spinner'
import { TransactionDonePanel } from '../../ui/TransactionDonePanel/TransactionDonePanel'
import { onRampCss } from './onRampCss'
import { useOnrampClient } from './useOnrampClient'
import { useWindowClosed } from './useWindowClosed'

/**
 * The wait after the provider's checkout opened: it watches the account's history for the
 * provider's deposit (`onramp` parameter), then shows what arrived (amounts truncated, in the
 * visitor's locale). The checkout can be opened again from here; once the visitor has closed
 * it, the view says so and offers the way back to the account (a deposit still shows here).
 * @example
 * client.push({ view: 'OnRampWaiting', purchase })
 */
export default function OnRampWaitingView({ purchase }: ViewOf<'OnRampWaiting'>) {
  const client = usePorticoClient()
  const { t, locale } = useT()
  const onramp = useOnrampClient()
  const { networks } = useNetwork()
  const [deposit, setDeposit] = useState<Transaction>()
  // The window the visitor pays in; "Open again" replaces it.
  const [checkout, setCheckout] = useState(purchase.checkout)
  const closed = useWindowClosed(checkout)
  useEffect(() => {
    if (!onramp) return
    const abort = new AbortController()
    onramp
      .waitForDeposit({
        address: purchase.address,
        chainId: purchase.chainId,
        provider: purchase.provider,
        known: new Set(purchase.known),
        signal: abort.signal,
      })
      .then(setDeposit, (error: unknown) => {
        if (!abort.signal.aborted) client.options.logger.warn('Portico: on-ramp wait failed', error)
      })
    return () => abort.abort()
  }, [client, onramp, purchase])

  if (deposit) {
    const received = deposit.transfers?.[0]?.quantity.numeric ?? purchase.amount
    return (
      <TransactionDonePanel
        title={t('titles.onRampDone')}
        summary={t('onramp.waiting.arrived', {
          amount: formatTokenAmount(received, undefined, { locale }),
          symbol: purchase.symbol,
          provider: purchase.providerLabel,
        })}
        hash={deposit.metadata.hash ?? deposit.id}
        caipNetwork={networks.find((n) => n.caipNetworkId === purchase.chainId)}
        onDone={() => client.reset({ view: 'Account' })}
        testId="portico-onramp-success"
        doneTestId="portico-onramp-done"
      />
    )
  }
  return (
    <div className="portico-view" data-testid="portico-view-OnRampWaiting">
      <ShadowStyle css={onRampCss} />
      <div className="portico-onramp-waiting" aria-live="polite">
        <Spinner size={32} label={t('onramp.waiting.label')} />
        <p className="portico-empty-title">
          {t('onramp.waiting.title', {
            amount: formatTokenAmount(purchase.amount, undefined, { locale }),
            symbol: purchase.symbol,
          })}
        </p>
        <p className="portico-empty-text" data-testid="portico-onramp-waiting-text">
          {t(closed ? 'onramp.waiting.closed' : 'onramp.waiting.text', {
            provider: purchase.providerLabel,
            symbol: purchase.symbol,
          })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setCheckout(window.open(purchase.checkoutUrl, '_blank') ?? undefined)}
          data-testid="portico-onramp-reopen"
        >
          {t('onramp.waiting.reopen', { provider: purchase.providerLabel })}
        </Button>
        {closed && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => client.reset({ view: 'Account' })}
            data-testid="portico-onramp-back"
          >
            {t('onramp.waiting.back')}
          </Button>
        )}
      </div>
    </div>
  )
}

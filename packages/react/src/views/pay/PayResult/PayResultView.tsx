import { truncateAddress } from '@portico/common'
import { useViewTitle } from '../../../context/ViewTitleContext'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { Icon } from '../../../ui/Icon/Icon'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { TransactionDonePanel } from '../../../ui/TransactionDonePanel/TransactionDonePanel'
import { walletSendCss } from '../../send/walletSendCss'
import { formatPayAmount } from '../formatPayAmount'
import { payCss } from '../payCss'
import { payErrorMessage } from '../payErrorMessage'
import { usePayClient } from '../usePayClient'
import { usePayState } from '../usePayState'
import { useRecipientName } from '../useRecipientName'

/**
 * How the payment ended. Paid: the amount and recipient (its name when it has one), the
 * transaction hash with copy and the network's explorer link, Done. Failed: the reason, and
 * Try again where another try can help (not for options the site must change): back to the
 * ways to pay while the payment is open, else the same payment opened again.
 * @example
 * // shown by the pay client when the gateway reports SUCCESS or FAILED
 * client.replace({ view: 'PayResult' })
 */
export default function PayResultView() {
  const client = usePorticoClient()
  const { t, locale } = useT()
  const payClient = usePayClient()
  const state = usePayState(payClient, (s) => ({
    request: s.request,
    hash: s.payResult,
    error: s.error,
    open: s.isPaymentInProgress,
  }))
  const { request, hash } = state
  const name = useRecipientName(request?.recipient, request?.paymentAsset.network)
  const failure = !hash && state.error ? payErrorMessage(state.error, t) : undefined
  useViewTitle(failure ? t('titles.payFailed') : undefined)
  if (hash && request) {
    const caipNetwork = client.options.networks.find(
      (n) => n.caipNetworkId === request.paymentAsset.network,
    )
    return (
      <>
        {/* The check's disc, as the send and swap results draw it. */}
        <ShadowStyle css={walletSendCss} />
        <TransactionDonePanel
          title={t('titles.payDone')}
          summary={t('pay.result.paid', {
            amount: formatPayAmount(request.amount, request.paymentAsset.metadata, locale),
            recipient: name ?? truncateAddress(request.recipient),
          })}
          hash={hash}
          caipNetwork={caipNetwork}
          onDone={() => client.close({ force: true })}
          testId="portico-pay-success"
          doneTestId="portico-pay-done"
        />
      </>
    )
  }
  return (
    <div className="portico-view" data-testid="portico-view-PayResult">
      <ShadowStyle css={payCss} />
      <div className="portico-notice" data-testid="portico-pay-failure">
        <span className="portico-pay-result-icon">
          <Icon name="alert" size={28} />
        </span>
        <p className="portico-empty-title">{t('pay.result.failed')}</p>
        <p className="portico-notice-text" role="alert" data-testid="portico-pay-failure-reason">
          {failure?.text}
        </p>
      </div>
      <div className="portico-pay-actions">
        {failure?.retry && (
          <Button
            size="lg"
            leading={<Icon name="retry" size={16} />}
            onClick={() => {
              if (!payClient || !request) return
              // Still open: back to the ways to pay. Ended: the same payment asked again.
              if (state.open) {
                payClient.clearError()
                client.replace({ view: 'Pay' })
              } else void payClient.openPay(request.options)
            }}
            data-testid="portico-pay-retry"
          >
            {t('pay.result.tryAgain')}
          </Button>
        )}
        <Button
          variant="secondary"
          size="lg"
          onClick={() => client.close({ force: true })}
          data-testid="portico-pay-close"
        >
          {t('pay.result.close')}
        </Button>
      </div>
    </div>
  )
}

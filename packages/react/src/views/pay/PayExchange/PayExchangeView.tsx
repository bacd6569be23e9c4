import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { Icon } from '../../../ui/Icon/Icon'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { WalletImage } from '../../../ui/WalletImage/WalletImage'
import { formatPayAmount } from '../formatPayAmount'
import { payCss } from '../payCss'
import { payErrorMessage } from '../payErrorMessage'
import { useCancelPayment } from '../useCancelPayment'
import { usePayClient } from '../usePayClient'
import { usePayState } from '../usePayState'

/**
 * The wait while the visitor pays on an exchange's hosted page: "Complete the payment in
 * <Exchange>" with the amount its page should ask for, the status as the gateway reports it (waiting for the visitor, then sent and
 * confirming on chain — announced as it changes), the page opened again when the pop-up was
 * blocked or closed, and Cancel payment. Back returns to the ways to pay.
 * @example
 * await payClient.payWithExchange('sandbox') // shows { view: 'PayExchange' }
 */
export default function PayExchangeView() {
  const { t, locale } = useT()
  const payClient = usePayClient()
  const cancel = useCancelPayment(payClient)
  const state = usePayState(payClient, (s) => ({
    request: s.request,
    exchanges: s.exchanges,
    current: s.currentPayment,
    url: s.exchangeUrl,
    txHash: s.payment?.txHash ?? s.currentPayment?.result,
    error: s.error,
  }))
  const exchange = state.exchanges.find((e) => e.id === state.current?.exchangeId)
  const name = exchange?.name ?? state.current?.exchangeId ?? ''
  const sent = !!state.txHash
  const error = state.error ? payErrorMessage(state.error, t).text : undefined
  return (
    <div className="portico-view portico-pay" data-testid="portico-view-PayExchange">
      <ShadowStyle css={payCss} />
      <div className="portico-pay-wait">
        <WalletImage name={name} src={exchange?.imageUrl} size={56} />
        <p className="portico-empty-title" data-testid="portico-pay-exchange-heading">
          {t('pay.exchange.heading', { exchange: name })}
        </p>
        {state.request && (
          // What the exchange's page should ask for: the visitor compares the two.
          <p className="portico-pay-amount-line" data-testid="portico-pay-exchange-amount">
            {formatPayAmount(state.request.amount, state.request.paymentAsset.metadata, locale)}
          </p>
        )}
        <p
          className="portico-pay-status"
          data-tone={error ? 'error' : undefined}
          role="status"
          data-testid="portico-pay-exchange-status"
          data-status={sent ? 'sent' : 'waiting'}
        >
          {error ? (
            <>
              <Icon name="alert" size={16} />
              {error}
            </>
          ) : (
            <>
              <Spinner size={14} />
              {sent
                ? t('pay.exchange.sent', { exchange: name })
                : t('pay.exchange.waiting', { exchange: name })}
            </>
          )}
        </p>
      </div>
      <div className="portico-pay-actions">
        {state.url && !sent && (
          <Button
            variant="secondary"
            leading={<Icon name="external" size={16} />}
            onClick={() => window.open(state.url, '_blank')}
            data-testid="portico-pay-exchange-reopen"
          >
            {t('pay.exchange.reopen', { exchange: name })}
          </Button>
        )}
        <Button variant="ghost" onClick={cancel} data-testid="portico-pay-cancel">
          {t('pay.cancel')}
        </Button>
      </div>
    </div>
  )
}

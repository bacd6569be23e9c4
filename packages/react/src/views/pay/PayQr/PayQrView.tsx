import { truncateAddress } from '@portico/common'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { Icon } from '../../../ui/Icon/Icon'
import { QrCode } from '../../../ui/QrCode/QrCode'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { CatalogueNetworkIcon } from '../../CatalogueNetworkIcon'
import { CopyLinkButton, type CopyLinkWords } from '../../CopyLinkButton'
import { formatPayAmount } from '../formatPayAmount'
import { payCss } from '../payCss'
import { payErrorMessage } from '../payErrorMessage'
import { useCancelPayment } from '../useCancelPayment'
import { usePayClient } from '../usePayClient'
import { usePayState } from '../usePayState'

/** The words of 'Copy link' under the payment's QR code. */
const PAY_LINK_WORDS: CopyLinkWords = {
  copy: 'pay.qr.copy',
  copied: 'pay.qr.copied',
  failed: 'pay.qr.copyFailed',
}

/** Edge of the code itself; the white card adds its padding. */
const QR_SIZE = 232

/**
 * Paying from a phone wallet: the payment's EIP-681 / Solana Pay link as a QR code (the
 * network's icon in the middle) with Copy link, and the status while the gateway watches the
 * chain for it (announced as it changes). On a phone, whose camera cannot scan its own screen,
 * "Open in wallet app" comes first (the link itself, which a wallet app handles).
 * @example
 * await payClient.startQr() // shows { view: 'PayQr' }
 */
export default function PayQrView() {
  const client = usePorticoClient()
  const { t, locale } = useT()
  const payClient = usePayClient()
  const cancel = useCancelPayment(payClient)
  const state = usePayState(payClient, (s) => ({
    request: s.request,
    uri: s.qrUri,
    txHash: s.payment?.txHash ?? s.currentPayment?.result,
    error: s.error,
  }))
  const { request, uri } = state
  const isMobile = client.options.isMobile()
  const caipNetwork = client.options.networks.find(
    (n) => n.caipNetworkId === request?.paymentAsset.network,
  )
  const amount = request
    ? formatPayAmount(request.amount, request.paymentAsset.metadata, locale)
    : ''
  const error = state.error ? payErrorMessage(state.error, t).text : undefined
  return (
    <div className="portico-view portico-pay" data-testid="portico-view-PayQr">
      <ShadowStyle css={payCss} />
      <div className="portico-pay-wait">
        <p className="portico-empty-title">
          {/* A phone pays from an app on itself: nothing to scan. */}
          {t(isMobile ? 'pay.wallet.pay' : 'pay.qr.heading', { amount })}
        </p>
        <p className="portico-empty-text">{t(isMobile ? 'pay.qr.phoneText' : 'pay.qr.text')}</p>
        {isMobile && uri && (
          <a
            className="portico-button"
            data-variant="primary"
            data-size="lg"
            data-full=""
            href={uri}
            data-testid="portico-pay-qr-open"
          >
            <span className="portico-button-label">{t('pay.qr.open')}</span>
          </a>
        )}
        <div className="portico-pay-qr" data-testid="portico-pay-qr-code" data-uri={uri}>
          {uri ? (
            <QrCode
              value={uri}
              size={isMobile ? 184 : QR_SIZE}
              label={t('pay.qr.label', {
                amount,
                recipient: request ? truncateAddress(request.recipient) : '',
              })}
              logo={caipNetwork && <CatalogueNetworkIcon network={caipNetwork} size={36} />}
              testId="portico-qr"
            />
          ) : (
            <div
              className="portico-pay-qr-placeholder"
              style={{ width: QR_SIZE + 28, height: QR_SIZE + 28 }}
            >
              <Spinner size={28} label={t('pay.qr.preparing')} />
            </div>
          )}
        </div>
        <CopyLinkButton link={uri} words={PAY_LINK_WORDS} testId="portico-pay-qr-copy" />
        <p
          className="portico-pay-status"
          data-tone={error ? 'error' : undefined}
          role="status"
          data-testid="portico-pay-qr-status"
        >
          {error ? (
            <>
              <Icon name="alert" size={16} />
              {error}
            </>
          ) : (
            uri && (
              <>
                <Spinner size={14} />
                {state.txHash ? t('pay.step.confirming') : t('pay.qr.waiting')}
              </>
            )
          )}
        </p>
      </div>
      <div className="portico-pay-actions">
        <Button variant="ghost" onClick={cancel} data-testid="portico-pay-cancel">
          {t('pay.cancel')}
        </Button>
      </div>
    </div>
  )
}

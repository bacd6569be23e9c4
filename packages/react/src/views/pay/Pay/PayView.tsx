import { useT } from '../../../i18n/useT'
import { Icon } from '../../../ui/Icon/Icon'
import { ListSkeleton } from '../../../ui/ListSkeleton/ListSkeleton'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { ListItemIcon } from '../../../ui/WalletListItem/ListItemIcon'
import { WalletListItem } from '../../../ui/WalletListItem/WalletListItem'
import { payCss } from '../payCss'
import { payErrorMessage } from '../payErrorMessage'
import { usePayAsset } from '../usePayAsset'
import { usePayClient } from '../usePayClient'
import { usePayState } from '../usePayState'
import { usePayWallet } from '../usePayWallet'
import { usePreloadPaySteps } from '../usePreloadPaySteps'
import { PayExchangeRows } from './PayExchangeRows'
import { PayFromWallet } from './PayFromWallet'
import { PaySummary } from './PaySummary'

/**
 * The Pay view (`features.pay`): what is asked — amount, asset, its dollar value, recipient and
 * network — then the ways to pay: from the connected wallet (or Connect first), with an
 * exchange the gateway lists, or by a QR code for a phone wallet. A failure that left the
 * payment open shows its reason above them. Its own chunk, with the other Pay views.
 * @example
 * await payClient.openPay(options) // shows { view: 'Pay' }
 */
export default function PayView() {
  const { t } = useT()
  const payClient = usePayClient()
  const state = usePayState(payClient, (s) => ({
    request: s.request,
    exchanges: s.exchanges,
    isLoading: s.isLoading,
    walletStep: s.walletStep,
    short: s.insufficientBalance,
    error: s.error,
  }))
  const { request } = state
  const asset = usePayAsset(request)
  const wallet = usePayWallet(request)
  usePreloadPaySteps()
  if (!request) {
    return (
      <div className="portico-view" data-testid="portico-view-Pay">
        <ListSkeleton rows={3} label={t('pay.loading')} />
      </div>
    )
  }
  const paying = state.walletStep !== 'idle'
  const networkName = asset.caipNetwork?.name ?? request.paymentAsset.network
  // The short balance says itself in the wallet's card; any other failure goes on top.
  const error = state.error && !state.short ? payErrorMessage(state.error, t).text : undefined
  return (
    <div className="portico-view portico-pay" data-testid="portico-view-Pay">
      <ShadowStyle css={payCss} />
      <PaySummary
        request={request}
        caipNetwork={asset.caipNetwork}
        price={asset.price}
        iconUrl={asset.iconUrl}
      />
      {error && (
        <p className="portico-pay-error" role="alert" data-testid="portico-pay-error">
          <Icon name="alert" size={16} />
          {error}
        </p>
      )}
      <section className="portico-pay-methods" aria-labelledby="portico-pay-methods">
        <h3 className="portico-pay-methods-title" id="portico-pay-methods">
          {t('pay.methods.title')}
        </h3>
        <PayFromWallet
          payClient={payClient}
          request={request}
          wallet={wallet}
          step={state.walletStep}
          short={state.short}
          networkName={networkName}
        />
        {!paying && (
          <>
            <PayExchangeRows
              exchanges={state.exchanges}
              loading={state.isLoading}
              onPick={(exchange) => void payClient?.payWithExchange(exchange.id)}
            />
            <WalletListItem
              name={t('pay.qr.title')}
              icon={<ListItemIcon name="qr" />}
              onClick={() => void payClient?.startQr()}
              testId="portico-pay-qr"
            />
          </>
        )}
      </section>
    </div>
  )
}

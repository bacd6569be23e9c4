import { type CaipNetwork, formatUsd, truncateAddress } from '@portico/common'
import type { PayRequest } from '@portico/core'
import { useT } from '../../../i18n/useT'
import { TokenIcon } from '../../../ui/TokenIcon/TokenIcon'
import { CatalogueNetworkIcon } from '../../CatalogueNetworkIcon'
import { formatPayAmount } from '../formatPayAmount'
import { useRecipientName } from '../useRecipientName'

/**
 * What is asked: the amount and asset (the kit's one amount rule), its dollar value when the
 * gateway prices the asset, the recipient (its account name over the address truncated 4…6,
 * the whole address in its title) and the network with its icon.
 * @example
 * <PaySummary request={request} caipNetwork={network} price={1} iconUrl={icon} />
 */
export function PaySummary({
  request,
  caipNetwork,
  price,
  iconUrl,
}: {
  request: PayRequest
  caipNetwork: CaipNetwork | undefined
  price: number | undefined
  iconUrl: string | undefined
}) {
  const { t, locale } = useT()
  const { symbol } = request.paymentAsset.metadata
  const name = useRecipientName(request.recipient, request.paymentAsset.network)
  const usd =
    price === undefined ? undefined : formatUsd(Number(request.amount) * price, { locale })
  return (
    <section className="portico-pay-summary" aria-label={t('pay.summary.label')}>
      <span className="portico-pay-amount" data-testid="portico-pay-amount">
        <TokenIcon symbol={symbol} iconUrl={iconUrl} size={32} />
        {formatPayAmount(request.amount, request.paymentAsset.metadata, locale)}
      </span>
      <span className="portico-pay-usd" data-testid="portico-pay-usd">
        {usd}
      </span>
      <dl className="portico-pay-facts">
        <div className="portico-pay-fact">
          <dt>{t('pay.summary.to')}</dt>
          <dd title={request.recipient} data-testid="portico-pay-recipient">
            <span className="portico-pay-recipient">
              {name && <span className="portico-pay-recipient-name">{name}</span>}
              <span className={name ? 'portico-pay-recipient-address' : undefined}>
                {truncateAddress(request.recipient)}
              </span>
            </span>
          </dd>
        </div>
        <div className="portico-pay-fact">
          <dt>{t('pay.summary.network')}</dt>
          <dd data-testid="portico-pay-network">
            {caipNetwork && <CatalogueNetworkIcon network={caipNetwork} size={20} />}
            {caipNetwork?.name ?? request.paymentAsset.network}
          </dd>
        </div>
      </dl>
    </section>
  )
}

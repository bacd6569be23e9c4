import type { OnrampQuote } from '@portico/core'
import { useT } from '../../i18n/useT'

/**
 * What a quote says: the coin bought, the provider's and the network's fees, and the total.
 * @example
 * <BuyQuoteRows quote={quote} />
 */
export function BuyQuoteRows({ quote }: { quote: OnrampQuote }) {
  const { t } = useT()
  const fiat = quote.paymentCurrency.id
  return (
    <dl className="portico-preview-rows" data-testid="portico-onramp-quote">
      <div className="portico-preview-row">
        <dt>{t('onramp.quote.get')}</dt>
        <dd data-testid="portico-onramp-quote-amount">
          {quote.purchaseAmount} {quote.purchaseCurrency.symbol}
        </dd>
      </div>
      <div className="portico-preview-row">
        <dt>{t('onramp.quote.providerFee')}</dt>
        <dd data-testid="portico-onramp-quote-fee">
          {quote.coinbaseFee} {fiat}
        </dd>
      </div>
      <div className="portico-preview-row">
        <dt>{t('onramp.quote.networkFee')}</dt>
        <dd>
          {quote.networkFee} {fiat}
        </dd>
      </div>
      <div className="portico-preview-row">
        <dt>{t('onramp.quote.total')}</dt>
        <dd data-testid="portico-onramp-quote-total">
          {quote.paymentTotal} {fiat}
        </dd>
      </div>
    </dl>
  )
}

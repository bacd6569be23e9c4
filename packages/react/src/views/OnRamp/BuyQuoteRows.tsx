import { formatTokenAmount } from '@portico/common'
import type { OnrampQuote } from '@portico/core'
import { useT } from '../../i18n/useT'
import { formatProviderAmount } from './formatProviderAmount'

/**
 * What a quote says: the coin bought (a quoted amount, truncated), the provider's and the
 * network's fees, and the total (the provider's fiat figures as given), in the visitor's locale.
 * A mocked quote (the quote call failed, spec §8) is labelled an estimate: its figures are the
 * amount taken 1:1, not the provider's.
 * @example
 * <BuyQuoteRows quote={quote} />
 */
export function BuyQuoteRows({ quote }: { quote: OnrampQuote }) {
  const { t, locale } = useT()
  const fiat = (amount: string) => formatProviderAmount(amount, quote.paymentCurrency.id, locale)
  return (
    <>
      {quote.mocked && (
        <p className="portico-onramp-estimate" data-testid="portico-onramp-quote-estimate">
          {t('onramp.quote.estimate')}
        </p>
      )}
      <dl
        className="portico-preview-rows"
        data-testid="portico-onramp-quote"
        data-estimate={quote.mocked ? 'true' : undefined}
      >
        <div className="portico-preview-row">
          <dt>{t('onramp.quote.get')}</dt>
          <dd data-testid="portico-onramp-quote-amount">
            {formatTokenAmount(quote.purchaseAmount, quote.purchaseCurrency.symbol, { locale })}
          </dd>
        </div>
        <div className="portico-preview-row">
          <dt>{t('onramp.quote.providerFee')}</dt>
          <dd data-testid="portico-onramp-quote-fee">{fiat(quote.coinbaseFee)}</dd>
        </div>
        <div className="portico-preview-row">
          <dt>{t('onramp.quote.networkFee')}</dt>
          <dd>{fiat(quote.networkFee)}</dd>
        </div>
        <div className="portico-preview-row">
          <dt>{t('onramp.quote.total')}</dt>
          <dd data-testid="portico-onramp-quote-total">{fiat(quote.paymentTotal)}</dd>
        </div>
      </dl>
    </>
  )
}
